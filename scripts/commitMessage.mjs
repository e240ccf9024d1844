// The commit message rule (docs/conventions.md 11, "History that reads"): a subject of 72 characters or fewer
// that says one thing, a blank line before any body, no catch-all subjects that bundle
// unrelated changes ("Review: ...", "Misc", "WIP", "fixup"), and a merge of a feature branch
// that says what the feature is ("Merge branch 'split': a split bill sells each unit once"),
// not git's bare "Merge branch 'split'". `checkCommitMessage` is pure so the
// rule has a test; `.githooks/commit-msg` runs it on every commit once `npm run hooks` is run.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;

const CATCH_ALL = /^(review|misc|wip|fixup!?|squash!?|various|updates?)\b[:\s]?/i;
/** Git's own merge subject ("Merge branch 'x'", "... into main"), which names a branch and not what it brings. */
const BARE_MERGE = /^Merge (?:(?:remote-tracking )?branch(?:es)?|pull request|tag|commit) (.+?)(?: into \S+)?$/;
/** A merge of the main line into a branch brings no feature of its own: its bare subject is fine. */
const MAIN_LINE = /^'(?:origin\/)?(?:main|master)'$/;

/** The problems with a commit message, one sentence each; empty when it keeps the rule. */
export function checkCommitMessage(text) {
  const lines = text.split('\n').filter((line) => !line.startsWith('#'));
  const subject = (lines[0] ?? '').trimEnd();
  const problems = [];
  if (subject.trim() === '') return ['The subject line is empty.'];
  if ([...subject].length > MAX_SUBJECT) problems.push(`The subject is ${[...subject].length} characters; keep it to ${MAX_SUBJECT} or fewer.`);
  if (CATCH_ALL.test(subject)) problems.push(`"${subject.split(/[:\s]/)[0]}" bundles changes: one concern per commit, and a subject that says which.`);
  const merge = BARE_MERGE.exec(subject);
  if (merge && !subject.includes(': ') && !MAIN_LINE.test(merge[1])) {
    problems.push(`A merge says what the feature is: "${subject.replace(/ into \S+$/, '')}: what it brings".`);
  }
  if (subject.endsWith('.')) problems.push('The subject ends with a full stop.');
  if (lines.length > 1 && lines[1].trim() !== '') problems.push('A blank line must separate the subject from the body.');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commitMessage.mjs <commit message file>');
    process.exit(2);
  }
  const problems = checkCommitMessage(readFileSync(file, 'utf8'));
  for (const problem of problems) console.error(`commit-msg: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
