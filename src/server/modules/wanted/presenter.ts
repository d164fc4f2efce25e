import type { wantedAnswers, wantedPosts } from "../../db/schema";
import type { GearCard } from "../../../shared/catalogue";
import type { WantedAnswerView, WantedPostView } from "../../../shared/wanted-contracts";

type PostRow = typeof wantedPosts.$inferSelect;
type AnswerRow = typeof wantedAnswers.$inferSelect;

/** "Siti Aminah binti Ali" → "Siti": the board is public, so no surname, e-mail or user id. */
function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

/** A post as the board shows it; `isMine` tells the poster's own posts apart without exposing user ids. */
export function presentPost(
  p: PostRow,
  posterName: string,
  answerCount: number,
  viewerId: string | undefined,
): WantedPostView {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    category: p.category,
    startDate: p.startDate,
    endDate: p.endDate,
    state: p.state,
    budgetPerDay: p.budgetPerDay,
    status: p.status === "closed" ? "closed" : "open",
    createdAt: p.createdAt.toISOString(),
    posterName: firstName(posterName),
    answerCount,
    isMine: !!viewerId && p.userId === viewerId,
  };
}

/** An answer with the owner's public name and the offered listing's card (null when no longer public). */
export function presentAnswer(
  a: AnswerRow,
  owner: { username: string; displayName: string },
  gear: GearCard | null,
): WantedAnswerView {
  return {
    id: a.id,
    message: a.message,
    createdAt: a.createdAt.toISOString(),
    owner: { username: owner.username, displayName: owner.displayName },
    gear,
  };
}
