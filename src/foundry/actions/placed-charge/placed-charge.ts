/**
 * OW-6.1.2 placed charges, step by step, each an activation of a figure (the buttons on his
 * sheet): prepare a bundle, place it (against a wall or door: OW-6.1.2b), lay fuse (a half-speed
 * move: its card is drawn by the GM), set the fuse, light it (its command die rolled), OW-6.1.3
 * connect a blasting machine and push the plunger; OW-6.1.4 a hurt carrier's dynamite. The
 * charge lives on the table as an explosive item (port.scene.charges / port.canvas.saveCharge); every step
 * posts ONE chat message; a charge that goes off asks the GM's draw service for its blast over
 * the figures under the medium template, then (set against a wall or door) asks it for the breach.
 */
import type { Effect, FigureState, ProcedureResult, Summary, UnitState } from "@rules/model";
import type { Point } from "@rules/geometry";
import {
  BLASTING_MACHINE_STAGES,
  connectBlastingMachine as connectEngine,
  dynamiteKindEffects,
  dynamiteOfKind,
  lightFuse as lightEngine,
  placeCharge as placeEngine,
  prepareBundle as prepareEngine,
  pushPlunger as plungerEngine,
  setFuse as setEngine,
  withDynamiteTotal,
  type ChargeStage,
  type ChargeStep,
  type DynamiteBlast,
  type PlacedCharge,
} from "@rules/old-west/dynamite";
import { makeRecord } from "@foundry/kernel/result-record";
import { resultMessageData } from "@foundry/kernel/result-message";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TablePiece } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import type { TableCharge } from "@foundry/data/placed-charge";
import "./placed-charge-requests";

const CHARGE_KEYS = "COMBAT_PATROL.Action.Charge.";

interface Acting {
  readonly piece: TablePiece;
  readonly figure: FigureState;
}

function acting(request: ActionRequest, port: Table): Acting | null {
  const piece = pieceOf(request, port);
  if (!piece) return null;
  const figure = actingFigure(piece);
  if (!figure) {
    port.user.warn(`${CHARGE_KEYS}needFigure`);
    return null;
  }
  return { piece, figure };
}

/**
 * The charge a step works on: the only one in a fitting stage, else the one the user picks; null (and a warning) when
 * none.
 */
async function chooseCharge(
  port: Table,
  stages: readonly ChargeStage[],
  holderId: string | null,
  title: string,
): Promise<TableCharge | null> {
  const fits = port.scene
    .charges()
    .filter((c) => stages.includes(c.charge.stage) && (holderId === null || c.holderId === holderId));
  const first = fits[0];
  if (!first) {
    port.user.warn(`${CHARGE_KEYS}none`);
    return null;
  }
  if (fits.length === 1) return first;
  const answers = await port.dialogs.ask({
    title,
    fields: [
      {
        type: "select",
        name: "charge",
        label: port.user.format(`${CHARGE_KEYS}which`),
        value: first.id,
        options: fits.map((c) => ({ value: c.id, label: c.name })),
      },
    ],
    ok: port.user.format(`${CHARGE_KEYS}confirm`),
  });
  if (!answers) return null;
  const id = read.str(answers, "charge", first.id);
  return fits.find((c) => c.id === id) ?? first;
}

/** Run an engine step; a refusal is shown (nothing written) and gives null. */
function attempt<T>(port: Table, step: () => T): T | null {
  try {
    return step();
  } catch (error) {
    refuse(port, error);
    return null;
  }
}

/**
 * ONE chat message for a step that draws no card: the effects written at once when this user may
 * (else the message waits for Apply); the charge named as the chat reads it.
 */
async function post(
  port: Table,
  result: ProcedureResult,
  figure: FigureState,
  units: readonly Pick<UnitState, "id" | "name">[],
  title: Summary | null,
): Promise<void> {
  const effects: readonly Effect[] = result.effects.filter((e) => e.kind !== "move");
  const applyNow = effects.length > 0 && port.writes.mayWrite(effects);
  if (applyNow && effects.length > 0) await port.writes.applyEffects(effects);
  const record = makeRecord({
    result,
    drawn: [],
    figures: [figure],
    unitNames: units.map((u) => ({ id: u.id, name: u.name })),
    title,
  });
  await port.writes.createMessage(
    resultMessageData(record, port.writes.speaker(figure.id), port.user.userId(), applyNow ? port.user.userId() : null),
  );
}

const titled = (key: string, figure: FigureState, charge: string): Summary => ({
  key: `${CHARGE_KEYS}title.${key}`,
  data: { figure: figure.name, charge },
});

/** Save the charge's new state (its item), keeping the rest. */
function save(
  port: Table,
  charge: TableCharge,
  next: PlacedCharge,
  over: Partial<Omit<TableCharge, "id" | "charge">> = {},
): Promise<string> {
  return port.canvas.saveCharge({ ...charge, ...over, charge: next });
}

/** The figure's base on the scene; null (and a warning) when he has no token. */
function baseOf(port: Table, figure: FigureState): Point | null {
  const base = port.scene.figureBase(figure.id);
  if (!base) port.user.warn(`${CHARGE_KEYS}needToken`, { figure: figure.name });
  return base?.at ?? null;
}

/* ------------------------------------------------------------------ OW-6.1.2 */

/** OW-6.1.2 first activation: prepare a bundle (one bundle the figure carries becomes a charge). */
export async function prepareBundle(request: ActionRequest, port: Table): Promise<void> {
  const who = acting(request, port);
  if (!who) return;
  const { piece, figure } = who;
  if (dynamiteOfKind(figure, "bundle") <= 0)
    return port.user.warn("COMBAT_PATROL.Error.noDynamite", { figure: figure.name });
  const rules = { rules: port.user.options() };
  const counted = withDynamiteTotal(figure);
  // The engine refuses first (option off, Indian, down): nothing is created.
  if (!attempt(port, () => prepareEngine("new", piece.unit, counted, rules))) return;
  const name = port.user.format(`${CHARGE_KEYS}bundleName`, { figure: figure.name });
  const id = await port.canvas.saveCharge({
    id: null,
    name,
    holderId: figure.id,
    charge: { id: "new", stage: "prepared", fuseActivations: 0, die: null, blastingMachine: false },
    at: null,
    fuseEnd: null,
    machineAt: null,
    against: null,
  });
  const step = prepareEngine(id, piece.unit, counted, rules);
  // The engine counts charges in all; the sheet keeps sticks and bundles apart: the bundle is used.
  const result: ChargeStep = { ...step, effects: dynamiteKindEffects(step.effects, figure, "bundle") };
  await post(port, result, figure, [{ id, name }, piece.unit], titled("prepare", figure, name));
}

/** OW-6.1.2 second activation: place the charge where the figure stands (against the wall or door there: OW-6.1.2b). */
export async function placeCharge(request: ActionRequest, port: Table): Promise<void> {
  const who = acting(request, port);
  if (!who) return;
  const { figure } = who;
  const charge = await chooseCharge(port, ["prepared"], figure.id, figure.name);
  if (!charge) return;
  const at = baseOf(port, figure);
  if (!at) return;
  const step = attempt(port, () => placeEngine({ ...charge.charge, id: charge.id }));
  if (!step) return;
  await save(port, charge, step.charge, { at, against: port.scene.wallAt(at) });
  await post(port, step, figure, [charge], titled("place", figure, charge.name));
}

/** OW-6.1.2 lay fuse: a half-speed move (its card drawn by the GM), up to three activations. */
export async function layFuse(request: ActionRequest, port: Table): Promise<void> {
  const who = acting(request, port);
  if (!who) return;
  const { piece, figure } = who;
  const charge = await chooseCharge(port, ["placed", "layingFuse"], figure.id, figure.name);
  if (!charge) return;
  const response = await port.draw.resolve({
    procedure: "ow.layFuse",
    input: {
      charge: { ...charge.charge, id: charge.id },
      unitId: piece.unit.id,
      figure,
      ...chatContext(port.writes.speaker(figure.id), titled("fuse", figure, charge.name), [charge, piece.unit]),
    },
  });
  if (!response.ok) return;
  const laid = chargeOf(response.output.record.result);
  if (!laid) return;
  // The third activation sets the fuse: its end is where the figure stands.
  const fuseEnd = laid.stage === "fuseSet" ? (port.scene.figureBase(figure.id)?.at ?? charge.fuseEnd) : charge.fuseEnd;
  await save(port, charge, laid, { fuseEnd });
}

function chargeOf(result: ProcedureResult): PlacedCharge | null {
  return result.procedure === "ow.charge" && "charge" in result ? (result as ChargeStep).charge : null;
}

/** OW-6.1.2 the figure laying fuse does anything else: the fuse length is set, its end where he stands. */
export async function setFuse(request: ActionRequest, port: Table): Promise<void> {
  const who = acting(request, port);
  if (!who) return;
  const { figure } = who;
  const charge = await chooseCharge(port, ["layingFuse"], figure.id, figure.name);
  if (!charge) return;
  const at = baseOf(port, figure);
  if (!at) return;
  const step = attempt(port, () => setEngine({ ...charge.charge, id: charge.id }));
  if (!step) return;
  await save(port, charge, step.charge, { fuseEnd: at });
  await post(port, step, figure, [charge], titled("set", figure, charge.name));
}

/** OW-6.1.2 a figure adjacent to the fuse end lights it: the charge's command die is rolled. */
export async function lightFuse(request: ActionRequest, port: Table): Promise<void> {
  const who = acting(request, port);
  if (!who) return;
  const { figure } = who;
  const charge = await chooseCharge(port, ["fuseSet"], null, figure.name);
  if (!charge) return;
  const base = port.scene.figureBase(figure.id);
  const end = charge.fuseEnd ?? charge.at;
  if (!base || !end) return port.user.warn(`${CHARGE_KEYS}needToken`, { figure: figure.name });
  const die = await port.draw.rollD6();
  const step = attempt(port, () =>
    lightEngine({ ...charge.charge, id: charge.id }, { figure, at: base, unit: who.piece.unit }, end, die, {
      rules: port.user.options(),
    }),
  );
  if (!step) return;
  await save(port, charge, step.charge);
  await post(port, step, figure, [charge], titled("light", figure, charge.name));
}

/* ------------------------------------------------------------------ OW-6.1.3 */

/** OW-6.1.3 connect a blasting machine to the fuse (an activation): the machine stands where the figure is. */
export async function connectBlastingMachine(request: ActionRequest, port: Table): Promise<void> {
  const who = acting(request, port);
  if (!who) return;
  const { figure } = who;
  // OW-6.1.3 the machine connects to a fuse: a charge with none yet laid is not offered (and the user is told why).
  const fits = (c: TableCharge) => BLASTING_MACHINE_STAGES.includes(c.charge.stage);
  if (!port.scene.charges().some(fits) && port.scene.charges().some((c) => c.charge.stage === "placed"))
    return port.user.warn(`${CHARGE_KEYS}fuseFirst`, { figure: figure.name });
  const charge = await chooseCharge(port, BLASTING_MACHINE_STAGES, null, figure.name);
  if (!charge) return;
  const at = baseOf(port, figure);
  if (!at) return;
  const step = attempt(port, () =>
    connectEngine({ ...charge.charge, id: charge.id }, figure, who.piece.unit, { rules: port.user.options() }),
  );
  if (!step) return;
  await save(port, charge, step.charge, { machineAt: at });
  await post(port, step, figure, [charge], titled("connect", figure, charge.name));
}

/** OW-6.1.3 a figure adjacent to the blasting machine pushes the plunger: the charge goes off. */
export async function pushPlunger(request: ActionRequest, port: Table): Promise<void> {
  const who = acting(request, port);
  if (!who) return;
  const { figure } = who;
  const charge = await chooseCharge(port, ["wired"], null, figure.name);
  if (!charge) return;
  const base = port.scene.figureBase(figure.id);
  const machine = charge.machineAt;
  if (!base || !machine) return port.user.warn(`${CHARGE_KEYS}needToken`, { figure: figure.name });
  const step = attempt(port, () =>
    plungerEngine({ ...charge.charge, id: charge.id }, { figure, at: base, unit: who.piece.unit }, machine, {
      rules: port.user.options(),
    }),
  );
  if (!step) return;
  await save(port, charge, step.charge);
  await post(port, step, figure, [charge], titled("plunger", figure, charge.name));
  if (step.blast && charge.at) await explode(port, step.blast, charge.at, figure, charge.name);
  // OW-6.1.2b set against a wall or door: the breach (our satchel-charge default) is read from the
  // charge's item and written by the GM's client, on his record (the GM's Undo puts the wall back).
  if (charge.against)
    await port.draw.resolve({
      procedure: "ow.breach",
      input: {
        chargeId: charge.id,
        by: { id: figure.id, name: figure.name },
        ...chatContext(
          port.writes.speaker(figure.id),
          { key: `${CHARGE_KEYS}title.breach`, data: { charge: charge.name } },
          [charge],
        ),
      },
    });
}

/** A dynamite charge goes off here: the GM's draw service resolves the blast over the figures under its template. */
async function explode(
  port: Table,
  blast: DynamiteBlast,
  at: Point,
  by: Pick<FigureState, "id" | "name">,
  name: string,
): Promise<void> {
  const figures = await port.canvas.figuresUnder(at, blast.template);
  const units = new Map<string, { id: string; name: string }>();
  for (const f of figures) {
    const piece = port.pieces.piece(f.figure.id);
    if (piece) units.set(piece.unit.id, piece.unit);
  }
  await port.draw.resolve({
    procedure: "ow.dynamiteBlast",
    input: {
      blast,
      figures,
      by: { id: by.id, name: by.name },
      ...chatContext(
        port.writes.speaker(by.id),
        { key: `${CHARGE_KEYS}title.blast`, data: { charge: name, count: figures.length } },
        [...units.values()],
      ),
    },
  });
}

/* ------------------------------------------------------------------ OW-6.1.4 */

/**
 * OW-6.1.4 a figure carrying dynamite was wounded or incapacitated: one more card; a small burst sets it off on him.
 */
export async function carriedDynamite(request: ActionRequest, port: Table): Promise<void> {
  const who = acting(request, port);
  if (!who) return;
  const { piece, figure } = who;
  if (dynamiteOfKind(figure, "stick") + dynamiteOfKind(figure, "bundle") <= 0)
    return port.user.warn("COMBAT_PATROL.Error.noDynamite", { figure: figure.name });
  const response = await port.draw.resolve({
    procedure: "ow.carriedDynamite",
    input: {
      unitId: piece.unit.id,
      // Named as the table holds him (kernel/piece-refs.ts): the GM's client counts the dynamite he carries.
      carrier: figure,
      ...chatContext(
        port.writes.speaker(figure.id),
        { key: `${CHARGE_KEYS}title.carried`, data: { figure: figure.name } },
        [piece.unit],
      ),
    },
  });
  if (!response.ok) return;
  const result = response.output.record.result;
  const blast =
    result.procedure === "ow.carriedDynamite" && "blast" in result ? (result.blast as DynamiteBlast | null) : null;
  const at = port.scene.figureBase(figure.id)?.at ?? null;
  if (blast && at) await explode(port, blast, at, figure, figure.name);
}
