/**
 * The canvas-areas port (docs/foundry-v14.md): shapes.ts (what the system shows),
 * port.ts (the interface and the writes), v13.ts (MeasuredTemplate), v14.ts (Scene Region),
 * select.ts (the one version switch), foundry.ts (the live scene and the placement previews).
 * The pure modules are re-exported here; foundry.ts is imported by the canvas directly.
 */
export * from "./shapes";
export * from "./port";
export { v13Areas, templateShape, shapeOfTemplate, previewTemplateArgs } from "./v13";
export { v14Areas, regionData } from "./v14";
export { areaPortFor, foundryGeneration, isV14, areaPort } from "./select";
