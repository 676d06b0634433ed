/**
 * @foundryvtt/foundryvtt-cli ships JavaScript without types: a narrow declaration of the two
 * functions we call, with the options we pass (see the package's README).
 */
declare module "@foundryvtt/foundryvtt-cli" {
  export interface PackOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    recursive?: boolean;
    clean?: boolean;
    folders?: boolean;
    transformEntry?: (entry: Record<string, unknown>) => Promise<false | void> | false | void;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions): Promise<void>;
}
