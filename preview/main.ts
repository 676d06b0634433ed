/**
 * The preview page: every fixture in preview/fixtures/*.ts, rendered from the real templates
 * with the real stylesheet. /?view=<id> shows one view alone (the screenshot test uses it).
 */
import Handlebars from "handlebars";
import "./foundry-v13.css";
import "./system.css";
import "./preview.css";
import lang from "../lang/en.json";
import type { PreviewFixture } from "./fixture";
import type { PreviewResponse } from "./interactive";
import { flattenLang, registerFoundryHelpers } from "./foundry-helpers";
import { gameInterface } from "./game-interface";
import { placeDock } from "@foundry/dock/place";
import { TOUR } from "./tour";

const templates = import.meta.glob("../templates/**/*.hbs", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
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

/** DialogV2's footer (Foundry's markup: a form-footer with one button per choice, the first the default). */
function dialogFooter(fixture: PreviewFixture): string {
  const buttons = fixture.dialogButtons ?? [];
  if (buttons.length === 0) return "";
  const esc = Handlebars.escapeExpression;
  return `<footer class="form-footer">${buttons.map((b, i) => `<button type="${i === 0 ? "submit" : "button"}"${i === 0 ? ' class="default"' : ""}>${esc(b)}</button>`).join("")}</footer>`;
}

/** The view's HTML inside its frame (a window, a chat column or bare). */
async function frameHtml(fixture: PreviewFixture): Promise<string> {
  const html = template(fixture.template)(await fixture.context());
  if ((fixture.frame ?? "window") === "window") {
    return `<div class="application ${(fixture.classes ?? []).join(" ")}" style="width:${fixture.width ?? 600}px;height:${fixture.height === "auto" ? "auto" : `${fixture.height ?? 500}px`}">
      <header class="window-header"><h1 class="window-title"></h1><span class="window-close" aria-hidden="true">✕</span></header>
      <div class="window-content">${html}${dialogFooter(fixture)}</div></div>`;
  }
  if (fixture.frame === "interface") return gameInterface(html);
  if (fixture.frame === "chat") {
    return `<ol class="chat-log"><li class="chat-message message ${(fixture.classes ?? []).join(" ")}" style="width:${fixture.width ?? 300}px"><div class="message-content">${html}</div></li></ol>`;
  }
  return html;
}

async function fill(frame: HTMLElement, fixture: PreviewFixture): Promise<void> {
  frame.innerHTML = await frameHtml(fixture);
  const dock = frame.querySelector<HTMLElement>("[data-mock-dock]");
  // The dock goes where its own code puts it in Foundry's layout (dock/place.ts), here in the copy.
  if (dock) placeDock(dock, { getElementById: (id) => frame.querySelector(`#${CSS.escape(id)}`), body: frame });
  const title = frame.querySelector(".window-title");
  if (title) title.textContent = fixture.windowTitle ?? fixture.title;
  // An autofocus field (the physical-card prompt) must not scroll the page to itself: the page
  // opens at the top; with one view shown, the field still gets the focus, without scrolling.
  const focused = frame.querySelector<HTMLElement>("[autofocus]");
  frame.querySelectorAll("[autofocus]").forEach((el) => el.removeAttribute("autofocus"));
  if (focused && new URLSearchParams(location.search).get("view")) focused.focus({ preventScroll: true });
}

/** Every named control of the view, as FormDataExtended would read it (checkboxes as booleans). */
function formOf(frame: HTMLElement): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  frame
    .querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      "input[name], select[name], textarea[name]",
    )
    .forEach((el) => {
      out[el.name] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
    });
  return out;
}

/** Buttons and inputs of a responsive view call its fixture's `respond` and render it again. */
function wire(frame: HTMLElement, fixture: PreviewFixture, say: (text: string) => void): void {
  const respond = fixture.respond;
  if (!respond) return;
  frame.dataset.interactive = "true";
  const after = async (response: PreviewResponse, focusName?: string): Promise<void> => {
    if (response === false) return;
    if (response !== true) return say(response.note);
    await fill(frame, fixture);
    if (focusName)
      frame.querySelector<HTMLElement>(`[name="${CSS.escape(focusName)}"]`)?.focus({ preventScroll: true });
  };
  frame.addEventListener("click", (event) => {
    const el = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!el || !frame.contains(el) || (el instanceof HTMLButtonElement && el.disabled)) return;
    event.preventDefault();
    const action = el.dataset.action ?? "";
    void after(respond({ kind: "click", action, data: { ...el.dataset, text: el.textContent?.trim() ?? "" } }));
  });
  frame.addEventListener("change", (event) => {
    const el = event.target;
    if (
      !(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) ||
      !el.name
    )
      return;
    const value = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
    void after(respond({ kind: "change", name: el.name, value, form: formOf(frame) }), el.name);
  });
}

async function renderFixture(fixture: PreviewFixture, say: (text: string) => void): Promise<HTMLElement> {
  const frame = document.createElement("section");
  frame.className = `preview-frame preview-${fixture.frame ?? "window"}`;
  frame.dataset.view = fixture.id;
  await fill(frame, fixture);
  wire(frame, fixture, say);
  return frame;
}

/** What the page is, and what it only simulates (said once, above the views). */
function note(stage: HTMLElement): (text: string) => void {
  const p = document.createElement("p");
  p.className = "preview-note";
  const one = new URLSearchParams(location.search).get("view");
  p.innerHTML = one
    ? `<strong>Preview without Foundry:</strong> real templates and view code on sample data. A view marked “responds” reacts to its buttons and fields; nothing is saved, and draws, other windows and the canvas are not simulated.`
    : `<strong>Preview without Foundry.</strong> The system's real templates, stylesheet, English strings and view code render sample data. Views marked “responds” work: edit mode, state pills, counters and wounds on the sheets, range, cover and target in the fire dialog (band and exact odds are computed again), Apply on a chat card. Simulated: nothing is saved (reload to start over), buttons that would draw cards or open another window only say so, and there is no canvas.`;
  const status = document.createElement("p");
  status.className = "preview-note preview-status";
  status.setAttribute("role", "status");
  status.hidden = true;
  stage.append(p, status);
  return (text) => {
    status.hidden = false;
    status.textContent = text;
  };
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
  const linkTo = (fixture: PreviewFixture): HTMLAnchorElement => {
    const link = document.createElement("a");
    link.href = `?view=${encodeURIComponent(fixture.id)}`;
    link.textContent = fixture.respond ? `${fixture.title} · responds` : fixture.title;
    if (fixture.id === wanted) {
      link.className = "active";
      link.setAttribute("aria-current", "page");
    }
    return link;
  };
  // One view: the flat bar as before. The front page: the tour's sections (preview/tour.ts) in turn order.
  if (wanted) for (const fixture of fixtures) nav.append(linkTo(fixture));
  else {
    nav.classList.add("is-tour");
    for (const section of TOUR) {
      const block = document.createElement("section");
      block.className = "tour-section";
      const heading = document.createElement("h2");
      heading.textContent = section.heading;
      const intro = document.createElement("p");
      intro.textContent = section.intro;
      const links = document.createElement("div");
      links.className = "tour-links";
      links.append(...fixtures.filter((f) => section.holds(f.id)).map(linkTo));
      block.append(heading, intro, links);
      nav.append(block);
    }
  }
  const shown = wanted ? fixtures.filter((f) => f.id === wanted) : fixtures;
  if (wanted && shown.length === 0) throw new Error(`no preview view ${wanted}`);
  const say = note(stage);
  for (const fixture of shown) stage.append(await renderFixture(fixture, say));
  window.scrollTo(0, 0);
  document.body.dataset.ready = "true";
}

main().catch((error: unknown) => {
  console.error(error);
  document.body.dataset.ready = "error";
});
