/**
 * The one zod every shipped module imports: `zod/mini` (zod 4's tree-shakable API, about
 * 9.5 KB gzip where the classic API costs about 25.6 KB; TOOLCHAIN.md) with the
 * English messages the classic API loads by default (`issue.message` reaches players and the
 * deck report, e.g. "Invalid input: expected string, received number"). zod/mini loads no
 * locale, so without this every message would read "Invalid input".
 * Tools (not shipped) may keep the classic `zod`; both share one global config.
 */
import * as z from "zod/mini";
import { en } from "zod/v4/locales";

z.config(en());

export { z };
