/**
 * CORE-5 the fire dialog's form read back into its state: the shooters ticked, their ranges and
 * shifts (CORE-5.2 a shift the sheet gives stays on), the cover and another target picked.
 */
import { defaultShifts } from "@rules/procedures/sheet-shifts";
import { COVER_KINDS, type EditableShift, type FireDialogState } from "./fire-view";

/** The dialog's form data (flat keys, as FormDataExtended gives them) back into the state. */
export function applyFireForm(
  state: FireDialogState,
  data: Readonly<Record<string, unknown>>,
): { state: FireDialogState; targetChanged: string | null } {
  const bool = (key: string, fallback: boolean) =>
    key in data ? data[key] === true || data[key] === "on" || data[key] === "true" : fallback;
  const cover = COVER_KINDS.find((c) => c === data.cover) ?? state.cover;
  const shooters = state.shooters.map((s, i) => {
    // CORE-5.2 a shift the sheet gives stays on whatever the form says (its box is disabled).
    const sheet = defaultShifts(s.figure, state.unit);
    const shift = (key: EditableShift) => sheet[key] || bool(`shooters.${i}.${key}`, s.shifts[key]);
    const range = data[`shooters.${i}.range`];
    const parsed =
      typeof range === "number"
        ? range
        : typeof range === "string" && range.trim() !== ""
          ? Number(range)
          : s.rangeInches;
    return {
      ...s,
      include: bool(`shooters.${i}.include`, s.include),
      rangeInches: parsed !== null && Number.isFinite(parsed) && parsed >= 0 ? parsed : s.rangeInches,
      shifts: {
        moved: shift("moved"),
        wounded: shift("wounded"),
        leaderAbsent: shift("leaderAbsent"),
        saddle: shift("saddle"),
      },
    };
  });
  const targetId = typeof data.target === "string" ? data.target : null;
  const targetChanged = targetId && targetId !== (state.target?.id ?? "") ? targetId : null;
  // NAP-5.4.2 the target's close order is measured from its tokens (the box only shows it; the GM measures it too).
  return { state: { ...state, cover, shooters }, targetChanged };
}
