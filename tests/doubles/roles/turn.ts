/**
 * The combat turn's ports over the table double (TableDouble.turnPorts): what the turn tests run
 * a whole turn on, beside the other roles' doubles.
 */
import { heroEntries } from "@foundry/combat/heroes";
import type { TurnPorts } from "@foundry/combat/turn";
import { applyEffectsOn } from "./gm";
import { GM, type TableDouble } from "../table";

/**
 * CORE-3 the turn's ports over this table as combat/foundry.ts wires Foundry's: the GM's draw
 * service for the Activation Deck and the Hero card (each hero with his own die, OW-4a), Apply's
 * writer, one message per step; no fuses, no stampedes, the dice taken from `dice` in order.
 * `over` replaces any of them (the units in the combat are always the test's).
 */
export function turnPortsOf(
  table: TableDouble,
  over: Partial<TurnPorts> & Pick<TurnPorts, "units">,
  dice: number[],
): TurnPorts {
  const ports: TurnPorts = {
    options: () => table.options,
    fuses: () => [],
    recordFuseDice: async () => undefined,
    fusesExplode: async () => undefined,
    stampedes: async () => undefined,
    rollDice: async (count) => ({ values: dice.splice(0, count), roll: { formula: `${count}d6` } }),
    drawActivation: () => table.service(GM).drawActivation(),
    heroActivations: async (lastNumber) => {
      const heroes = heroEntries(ports.units(), (id) => table.figureSource(id).commandDie);
      if (heroes.length === 0) return [];
      const answer = await table.service(GM).resolve({
        procedure: "heroCard",
        input: { number: lastNumber, heroes, speaker: { alias: "GM" } },
      });
      return answer.ok ? answer.output.activations : [];
    },
    endOfTurnDecks: () => table.service(GM).endOfTurn(),
    applyEffects: async (effects) => {
      await applyEffectsOn(table, effects);
    },
    post: async (record, roll) => {
      await table.tableWriter.createMessage({
        type: "result",
        system: { record, applied: { done: true, by: GM } },
        ...(roll ? { rolls: [JSON.stringify(roll)] } : {}),
      });
    },
    setActivation: async () => undefined,
    ...over,
  };
  return ports;
}
