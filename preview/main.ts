/**
 * The preview page: every fixture in preview/fixtures/*.ts, rendered from the real templates
 * with the real stylesheet. /?view=<id> shows one view alone (the screenshot test uses it).
 */
import Handlebars from "handlebars";
import "../src/styles/combat-patrol.css";
import "./preview.css";
import lang from "../lang/en.json";
import type { PreviewFixture } from "./fixture";
import { flattenLang, registerFoundryHelpers } from "./foundry-helpers";

const templates = import.meta.glob("../templates/**/*.hbs", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const modules = import.meta.glob("./fixtures/*.ts", { eager: true }) as Record<string, { fixtures: PreviewFixture[] }>;
const fixtures = Object.values(modules).flatMap((m) => m.fixtures);

registerFoundryHelpers(Handlebars, flattenLang(lang));
for (const [path, source] of Object.entries(templates)) {
  Handlebars.registerPartial(`systems/combat-patrol/templates/${path.replace("../templates/", "")}`, source);
}

function template(name: string): HandlebarsTemplateDelegate {
  const source = templates[`../templates/${name}`];
  if (source === undefined) throw new Error(`no template ${name}`);
  return Handlebars.compile(source);
}

async function renderFixture(fixture: PreviewFixture): Promise<HTMLElement> {
  const frame = document.createElement("section");
  frame.className = `preview-frame preview-${fixture.frame ?? "window"}`;
  frame.dataset.view = fixture.id;
  const html = template(fixture.template)(await fixture.context());
  if ((fixture.frame ?? "window") === "window") {
    frame.innerHTML = `<div class="application ${(fixture.classes ?? []).join(" ")}" style="width:${fixture.width ?? 600}px;height:${fixture.height ?? 500}px">
      <header class="window-header"><h1 class="window-title"></h1><span class="window-close">✕</span></header>
      <div class="window-content">${html}</div></div>`;
    frame.querySelector(".window-title")!.textContent = fixture.title;
  } else if (fixture.frame === "chat") {
    frame.innerHTML = `<ol class="chat-log"><li class="chat-message message ${(fixture.classes ?? []).join(" ")}" style="width:${fixture.width ?? 300}px"><div class="message-content">${html}</div></li></ol>`;
  } else {
    frame.innerHTML = html;
  }
  return frame;
}

async function main(): Promise<void> {
  const nav = document.getElementById("preview-nav")!;
  const stage = document.getElementById("preview-stage")!;
  const wanted = new URLSearchParams(location.search).get("view");
  // One view: a single compact bar (the screenshot shows the view, not the index); no view: every link.
  if (wanted) nav.classList.add("is-compact");
  const all = document.createElement("a");
  all.href = "./";
  all.textContent = "All views";
  all.className = "all-views";
  nav.append(all);
  for (const fixture of fixtures) {
    const link = document.createElement("a");
    link.href = `?view=${encodeURIComponent(fixture.id)}`;
    link.textContent = fixture.title;
    if (fixture.id === wanted) link.className = "active";
    nav.append(link);
  }
  const shown = wanted ? fixtures.filter((f) => f.id === wanted) : fixtures;
  if (wanted && shown.length === 0) throw new Error(`no preview view ${wanted}`);
  for (const fixture of shown) stage.append(await renderFixture(fixture));
  document.body.dataset.ready = "true";
}

main().catch((error: unknown) => {
  console.error(error);
  document.body.dataset.ready = "error";
});
