/**
 * Draw procedures by name. Every client registers the same procedures at init (the action
 * layer's hooks); the active GM runs them when a request arrives. Stored type-erased: the
 * request names the procedure, so its input and output are known only by that name.
 */
import type { CardSource } from "@rules/cards/source";
import type { AuditEntry, DrawContext, DrawProcedure, DrawProcedureName, TableWriter } from "./draw-ports";

/** A procedure with its types erased (method syntax: a typed procedure is assignable). */
export interface ErasedProcedure {
  writesScene?(output: unknown): boolean;
  run(input: unknown, source: CardSource, context: DrawContext): unknown;
  commit?(output: unknown, draws: readonly AuditEntry[], context: DrawContext, writer: TableWriter): Promise<void>;
}

/** Finds a procedure nobody registered yet (the action folders load on first use: actions/catalog.ts). */
export type ProcedureLoader = (name: string) => Promise<ErasedProcedure | undefined>;

export class ProcedureRegistry {
  readonly #procedures = new Map<string, ErasedProcedure>();
  #loader: ProcedureLoader | null = null;

  /** Where procedures not registered at init come from (the action catalog). */
  provideLoader(loader: ProcedureLoader | null): void {
    this.#loader = loader;
  }

  /** The procedure by name, registered or loaded on first use; undefined when none has that name. */
  async load(name: string): Promise<ErasedProcedure | undefined> {
    return this.#procedures.get(name) ?? (await this.#loader?.(name));
  }

  register(name: string, procedure: ErasedProcedure): void {
    if (this.#procedures.has(name)) throw new Error(`Combat Patrol | draw procedure "${name}" is registered twice`);
    this.#procedures.set(name, procedure);
  }

  /** A procedure registered at init (not one the action folders would load). */
  get(name: string): ErasedProcedure | undefined {
    return this.#procedures.get(name);
  }

  get names(): readonly string[] {
    return [...this.#procedures.keys()];
  }
}

/** The system's registry (the action layer registers into it; the GM's coordinator reads it). */
export const drawProcedures = new ProcedureRegistry();

/** Register a typed draw procedure (call at init, on every client). */
export function registerDrawProcedure<K extends DrawProcedureName>(name: K, procedure: DrawProcedure<K>): void {
  drawProcedures.register(name, procedure);
}
