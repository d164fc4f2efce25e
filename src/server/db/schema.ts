export * from "./schema/auth";
export * from "./schema/owners";
export * from "./schema/platform";
export * from "./schema/gear";
