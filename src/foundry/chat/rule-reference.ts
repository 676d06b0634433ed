/**
 * A rule's page of the rules reference (the help pack, tools/packs/help.ts): one journal page per
 * rule ID, named "<ID> <title>". Opened as a content link opens a page (Foundry v13
 * JournalEntryPage#_onClickDocumentLink: `this.parent.sheet.render(true, {pageId: this.id})`).
 */
import { SYSTEM_ID } from "@foundry/shared/system";

/** The help pack's journals, where the rules reference lives. */
const HELP_PACK = `${SYSTEM_ID}.help`;

/** Open the page of this rule ID; false when the help pack or the page is not there. */
export async function openRuleReference(ruleId: string): Promise<boolean> {
  if (!/^(?:CORE|OW|NAP)-[\w.]+$/.test(ruleId)) return false;
  const pack = game.packs?.get(HELP_PACK);
  if (!pack || pack.documentName !== "JournalEntry") return false;
  const journals = (await pack.getDocuments()) as JournalEntry.Implementation[];
  for (const journal of journals) {
    const page = journal.pages.find((p) => p.name.startsWith(`${ruleId} `));
    if (page) {
      await journal.sheet?.render(true, { pageId: page.id });
      return true;
    }
  }
  return false;
}
