import { describe, expect, it, vi } from "vitest";

// Every lookup the guard would make is recorded here: a special-use name must make none.
const looked: string[] = [];
vi.mock("node:dns", async (original) => {
  const dns = await original<typeof import("node:dns")>();
  return {
    ...dns,
    lookup: (hostname: string, options: object, callback: (...a: unknown[]) => void) => {
      looked.push(hostname);
      callback(null, [{ address: "93.184.215.14", family: 4 }]);
    },
  };
});

const { guardedLookup, isReservedName, RefusedAddressError, resolvedHostProblem } = await import("./public-address");

const lookUp = (hostname: string, allowLoopback: boolean) =>
  new Promise<unknown>((resolve) =>
    guardedLookup({ allowLoopback })(hostname, { all: true }, (err, addresses) => resolve(err ?? addresses)),
  );

describe("special-use names (RFC 6761, 6762)", () => {
  it("are refused without a query to the resolver, even where the tests let loopback through", async () => {
    for (const host of [
      "calendar.lensmaster-rentals.test",
      "push.example",
      "nothing.invalid",
      "printer.local",
      "CALENDAR.EXAMPLE.TEST.",
    ]) {
      for (const allowLoopback of [false, true])
        expect(await lookUp(host, allowLoopback), host).toBeInstanceOf(RefusedAddressError);
      expect(await resolvedHostProblem(host, { allowLoopback: true }), host).toBe("refused");
    }
    expect(looked).toEqual([]);
  });

  it("leave every other name to the lookup: public names, localhost, names that only contain the words", async () => {
    for (const host of ["calendar.google.com", "localhost", "test.com", "example.com.my", "localhost.localdomain"])
      expect(isReservedName(host), host).toBe(false);
    expect(await lookUp("calendar.google.com", false)).toEqual([{ address: "93.184.215.14", family: 4 }]);
    expect(looked).toEqual(["calendar.google.com"]);
  });
});
