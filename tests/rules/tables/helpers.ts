/** Small helpers for the table tests. */
import { readFileSync } from "node:fs";
import { RulesError } from "../../../src/rules/errors";

/** The RulesError key a call throws (fails the test if it throws anything else or nothing). */
export function rulesErrorKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e.key;
    throw e;
  }
  throw new Error("expected a RulesError, nothing was thrown");
}

type Tree = { [key: string]: string | Tree };
const en = JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8")) as Tree;

/** The English string of a full localization key, undefined if missing. */
export function lang(key: string): string | undefined {
  let node: string | Tree | undefined = en;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The English string of an error key (a full key under COMBAT_PATROL.Error). */
export function errorText(key: string): string | undefined {
  return key.startsWith("COMBAT_PATROL.Error.") ? lang(key) : undefined;
}
