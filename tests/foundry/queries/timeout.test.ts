/** Every query has a client-side timeout, a clear message when no GM answers, and its button back. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whileDisabled, withTimeout, QueryTimeoutError } from "@foundry/kernel/query-timeout";
import { askGM } from "@foundry/kernel/result-apply";
import { client, jsonLink } from "../../doubles/decks";
import type { GmLink } from "@foundry/kernel/draw-client";
import { lang } from "../../helpers/lang";

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const never = <A>(): Promise<A> => new Promise<A>(() => undefined);

describe("query timeouts", () => {
  it("a query with no answer rejects with a timeout after the limit", async () => {
    const pending = withTimeout(never<number>(), 1000);
    const check = expect(pending).rejects.toBeInstanceOf(QueryTimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await check;
  });

  it("CORE-1 a draw the GM never answers: the player is told no GM answered, in words", async () => {
    const link: GmLink = {
      ...jsonLink(null),
      available: () => true,
      draw: () => never(),
      activation: () => never(),
      endOfTurn: () => never(),
    };
    const alice = client(link, "alice");
    const answer = alice.resolveErased("reaction", {});
    // A request with no answer is sent once more under the same id: two waits of 35 s.
    await vi.advanceTimersByTimeAsync(70_000);
    expect(await answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.noAnswer", data: { seconds: 35 } });
    expect(alice.notices).toEqual([{ ok: false, key: "COMBAT_PATROL.Error.noAnswer", data: { seconds: 35 } }]);
    expect(lang("COMBAT_PATROL.Error.noAnswer")).toContain("{seconds}");
  });

  it("CORE-3 the Activation and End of Turn queries time out too", async () => {
    const link: GmLink = {
      ...jsonLink(null),
      available: () => true,
      draw: () => never(),
      activation: () => never(),
      endOfTurn: () => never(),
    };
    const gm = client(link, "gm");
    const a = gm.drawActivation();
    const e = gm.endOfTurn();
    await vi.advanceTimersByTimeAsync(70_000);
    expect(await a).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.noAnswer" });
    expect(await e).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.noAnswer" });
  });

  it("CORE-5.6 an Apply the GM never answers is a refusal, never a throw; a failed query too", async () => {
    const pending = askGM(() => never(), 2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toEqual({ ok: false, key: "COMBAT_PATROL.Error.noAnswer", data: { seconds: 2 } });
    expect(await askGM(() => Promise.reject(new Error("User [gm] is not active")))).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.applyFailed",
      data: { error: "User [gm] is not active" },
    });
  });
});

describe("the Apply button", () => {
  it("CORE-5.6 disabled while the request runs, enabled again when it is refused or throws; kept disabled once applied", async () => {
    const button = { disabled: false };
    let seen = false;
    await whileDisabled(button, async () => {
      seen = button.disabled;
      return false;
    });
    expect(seen).toBe(true);
    expect(button.disabled).toBe(false);
    await whileDisabled(button, () => Promise.reject(new Error("socket closed")));
    expect(button.disabled).toBe(false);
    await whileDisabled(button, async () => true);
    expect(button.disabled).toBe(true);
  });
});
