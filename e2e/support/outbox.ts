import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The .eml files the server under test wrote (playwright.config.ts sets E2E_DATA_DIR). */
export async function outboxMessages(): Promise<string[]> {
  const directory = join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = await readdir(directory).catch(() => [] as string[]);
  return Promise.all(names.sort().map((name) => readFile(join(directory, name), 'utf8')));
}

export async function messagesContaining(text: string): Promise<string[]> {
  return (await outboxMessages()).filter((message) => message.includes(text));
}

/**
 * The message carrying `marker` that `isWanted` picks (the staff copy, say, rather than the
 * acknowledgement), parsed, once the server has written it.
 */
export async function parsedMessage(
  marker: string,
  isWanted: (mail: ParsedMail) => boolean,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      for (const raw of await messagesContaining(marker)) {
        const mail = await simpleParser(raw);
        if (isWanted(mail)) found = mail;
      }
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
