export * from "./schema/auth";
export * from "./schema/owners";
export * from "./schema/platform";
export * from "./schema/gear";
export * from "./schema/verification";
export * from "./schema/bookings";
export * from "./schema/handover";
