/**
 * The house's arrows (docs/architecture.md), checked by `npm run deps` (npm test runs it):
 * each layer imports only the layers below it; the game (src/rules) knows nothing of Foundry;
 * no circle of runtime imports anywhere. Type-only imports follow the layers too.
 */
const LAYERS = [
  { name: "rules", folders: ["src/rules"] },
  { name: "shared", folders: ["src/foundry/shared", "src/foundry/i18n"] },
  {
    name: "world",
    folders: [
      "src/foundry/documents",
      "src/foundry/cards",
      "src/foundry/data",
      "src/foundry/settings",
      "src/foundry/migrations",
    ],
  },
  { name: "kernel", folders: ["src/foundry/kernel"] },
  { name: "canvas", folders: ["src/foundry/canvas"] },
  { name: "actions", folders: ["src/foundry/actions"] },
  {
    name: "screens",
    folders: [
      "src/foundry/sheets",
      "src/foundry/token-hud",
      "src/foundry/keybindings",
      "src/foundry/dock",
      "src/foundry/chat",
      "src/foundry/combat",
      "src/foundry/setup",
      "src/foundry/adventure",
      "src/foundry/deck-apps",
      "src/foundry/api",
      "src/foundry/opponent",
    ],
  },
  { name: "entry", folders: ["src/foundry/quench", "src/index.ts", "src/startup.ts"] },
];

const pattern = (folders) => `^(${folders.map((f) => f.replace(/[.]/g, "\\.")).join("|")})(/|$)`;

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} imports only the layers below it (${
    LAYERS.slice(0, index)
      .map((l) => l.name)
      .join(", ") || "nothing of ours"
  })`,
  severity: "error",
  from: { path: pattern(layer.folders) },
  to: { path: pattern(LAYERS.slice(index + 1).flatMap((l) => l.folders)) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "no-runtime-circles",
      comment: "a circle of runtime imports: module order decides what is undefined at start",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "every-file-in-a-layer",
      comment: "a new folder under src/foundry takes its place in .dependency-cruiser.cjs",
      severity: "error",
      from: { path: "^src/", pathNot: pattern(LAYERS.flatMap((l) => l.folders)) },
      to: {},
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^(node:|vite|virtual:|fvtt-types)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.css$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".d.ts", ".js"] },
  },
};
