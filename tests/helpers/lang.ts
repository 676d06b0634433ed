/** lang/en.json as the tests read it. */
import { readFileSync } from "node:fs";

type Tree = { [key: string]: string | Tree };
const en = JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")) as Tree;

/** The English string of a full localization key, undefined if missing. */
export function lang(key: string): string | undefined {
  let node: string | Tree | undefined = en;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}
