import { build } from "vite";
const targets = process.argv.slice(2);
await build({ logLevel: "silent", build: { write: false, sourcemap: false }, plugins: [{ name: "an", generateBundle() {
  const cwd = process.cwd() + "/";
  for (const t of targets) {
    const id = cwd + t;
    const prev = new Map([[id, null]]); const q = [id]; let found = null;
    while (q.length) { const cur = q.shift(); const info = this.getModuleInfo(cur); if (!info) continue; if (info.isEntry) { found = cur; break; }
      for (const imp of info.importers) if (!prev.has(imp)) { prev.set(imp, cur); q.push(imp); } }
    const chain = []; let c = found; while (c) { chain.push(c.replace(cwd, "")); c = prev.get(c); }
    console.log(t, "<=", chain.reverse().join(" -> ") || "NOT STATIC");
  }
}}]});
