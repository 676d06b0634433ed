/** The user role: the options the table double holds, warnings and notes recorded with their text. */
import type { UserPort } from "@foundry/kernel/table-ports";
import { format } from "../format";
import { GM, type TableDouble } from "../table";

export function userDouble(table: TableDouble, userId: string): UserPort {
  return {
    options: () => table.options,
    userId: () => userId,
    isGM: () => userId === GM,
    format,
    warn: (key, data) => void table.warnings.push({ key, text: format(key, data) }),
    error: (key, data) => void table.warnings.push({ key, text: format(key, data) }),
    info: (key, data) => void table.notes.push({ key, text: format(key, data) }),
  };
}
