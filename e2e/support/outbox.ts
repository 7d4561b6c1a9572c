import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The messages a server wrote to its outbox (by default the server under test's:
 * playwright.config.ts sets E2E_DATA_DIR). Only finished `.eml` files are read: a message is
 * written under a temporary name and renamed (lib/durable-files.ts writeFileAtomic), so a `.tmp`
 * listed here may be gone by the time it would be read.
 */
export async function outboxMessages(
  directory = join(process.env.E2E_DATA_DIR!, 'outbox'),
): Promise<string[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const messages = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(messages.map((name) => readFile(join(directory, name), 'utf8')));
}

/** The messages carrying `text`, read by `messages` (the server under test's outbox by default). */
export async function messagesContaining(
  text: string,
  messages: () => Promise<string[]> = outboxMessages,
): Promise<string[]> {
  return (await messages()).filter((message) => message.includes(text));
}

/**
 * The message carrying `marker` that `isWanted` picks (the staff copy, say, rather than the
 * acknowledgement), parsed, once the server has written it; `messages` reads the outboxes to
 * look in (the server under test's by default).
 */
export async function parsedMessage(
  marker: string,
  isWanted: (mail: ParsedMail) => boolean,
  messages: () => Promise<string[]> = outboxMessages,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      for (const raw of await messagesContaining(marker, messages)) {
        const mail = await simpleParser(raw);
        if (isWanted(mail)) found = mail;
      }
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
