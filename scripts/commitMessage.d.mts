/** The commit message rule's checker (scripts/commitMessage.mjs). */
export declare const MAX_SUBJECT: number;
export declare function checkCommitMessage(text: string): string[];
