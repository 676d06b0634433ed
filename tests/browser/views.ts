/** The preview's view ids, from the same fixture modules the preview page renders (preview/main.ts). */
import type { PreviewFixture } from "../../preview/fixture";

const modules = import.meta.glob("../../preview/fixtures/*.ts", { eager: true }) as Record<
  string,
  { fixtures: PreviewFixture[] }
>;

export const VIEWS: readonly string[] = Object.values(modules).flatMap((m) => m.fixtures.map((f) => f.id));

/** The chat cards (as posted in the chat log, at the sidebar width). */
export const CHAT_VIEWS: readonly string[] = VIEWS.filter((v) => v.startsWith("chat-"));
