import type { PrintIssue } from "#machines/rules/shop/issueTypes";
import { ArticleImage } from "./ArticleImage";

/** A print-issue cover at a given width, or a typeset stand-in when the issue has none. */
export function IssueCover({ issue, width, eager = false }: { issue: PrintIssue; width: number; eager?: boolean }) {
  if (!issue.cover) {
    return (
      <span className="mag-cover mag-cover--blank" style={{ width, aspectRatio: "3 / 4" }}>
        {issue.title}
      </span>
    );
  }
  return (
    <ArticleImage
      className="mag-cover"
      image={issue.cover}
      crop="original"
      width={width}
      eager={eager}
      alt={`Cover of the ${issue.title} issue`}
    />
  );
}
