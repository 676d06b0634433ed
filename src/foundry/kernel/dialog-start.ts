/**
 * A dialog started from what the map reads: every field named in the values opens at that value,
 * and the player confirms or changes it. For a dialog another folder asks (the cavalry's Bog
 * check opened by the Move button, the Gatling's wagon move by the wagon's), the table handed to
 * it opens its dialogs so.
 */
import type { AskField } from "./ask-dialog";
import type { Table } from "./table-ports";

/** A field started at `value` when the map gives one (a value of another type than the field's is ignored). */
function startAt(field: AskField, value: string | number | boolean | undefined): AskField {
  if (field.type === "select" && typeof value === "string") return { ...field, value };
  if (field.type === "number" && typeof value === "number") return { ...field, value };
  if (field.type === "checkbox" && typeof value === "boolean") return { ...field, value };
  return field;
}

/**
 * The table with its dialogs started from the map: every field named in `values` opens at that
 * value (a dialog another folder owns, e.g. the cavalry's Bog check, asked as it is).
 */
export function startingFrom(port: Table, values: Readonly<Record<string, string | number | boolean>>): Table {
  return {
    ...port,
    dialogs: {
      ask: (config) => port.dialogs.ask({ ...config, fields: config.fields.map((f) => startAt(f, values[f.name])) }),
      open: (dialog, config) => port.dialogs.open(dialog, config),
    },
  };
}
