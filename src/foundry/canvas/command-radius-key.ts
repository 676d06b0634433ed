/** The command radius's default key, in the system's one list of keybindings (keybindings/bindings.ts). */
import { shift, type SystemBinding } from "@foundry/shared/key-bindings";

/** CORE-11 the selected leaders' command radius (registered in canvas/canvas-hooks.ts). L for leader: Shift+R is the reload. */
export const COMMAND_RADIUS_BINDING: SystemBinding = {
  id: "commandRadius",
  name: "COMBAT_PATROL.Canvas.commandRadius",
  hint: "COMBAT_PATROL.Canvas.commandRadiusHint",
  stroke: shift("KeyL"),
};
