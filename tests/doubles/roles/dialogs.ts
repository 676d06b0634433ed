/** The dialogs role: scripted answers (`table.answers`, `table.fireAnswer`), every dialog recorded in `table.asked`. */
import type { DialogPort } from "@foundry/kernel/table-ports";
import type { CustomDialog } from "@foundry/kernel/table-ports";
import type { Answers } from "@foundry/kernel/ask-dialog";
import type { FireDialogConfig } from "@foundry/actions/fire/fire-dialog";
import type { TableDouble } from "../table";

export function dialogsDouble(table: TableDouble): DialogPort {
  return {
    ask: async (config): Promise<Answers | null> => {
      table.asked.push(config);
      // Once: what others do meanwhile may open dialogs of its own.
      const meanwhile = table.whileAsked;
      table.whileAsked = null;
      // As the Foundry port: closed by itself when `closeWhen` settles (others answered), it answers null.
      let closed = false;
      void config.closeWhen?.then(() => (closed = true));
      if (meanwhile) await meanwhile(config);
      await Promise.resolve();
      if (closed) return null;
      const scripted = table.answers.length > 0 ? table.answers.shift() : {};
      if (scripted === null || scripted === undefined) return null;
      return { ...Object.fromEntries(config.fields.map((f) => [f.name, f.value])), ...scripted };
    },
    // The fire dialog (actions/fire/fire.ts FIRE_DIALOG) answers through table.fireAnswer; another
    // action's own dialog has no scripted answer yet.
    open: async <Config, Result>(dialog: CustomDialog<Config, Result>, config: Config): Promise<Result | null> => {
      if (dialog.id !== "fire") throw new Error(`the table double has no answer for the dialog "${dialog.id}"`);
      const fire = config as FireDialogConfig;
      return table.fireAnswer(fire.state, fire) as Result | null;
    },
  };
}
