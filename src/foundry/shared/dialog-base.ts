/**
 * The runtime base of a plain Combat Patrol dialog: ApplicationV2 + Handlebars, typed through
 * the hand-declared HandlebarsApplication of shared/application-bases.d.ts (TOOLCHAIN.md: naming the
 * mixin's type in a .ts file sends tsc into TS2589).
 */
import type { HandlebarsApplication } from "./application-bases";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;

export const DialogBase = HandlebarsApplicationMixin(ApplicationV2) as unknown as typeof HandlebarsApplication;
