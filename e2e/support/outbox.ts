import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The .eml files the server under test wrote (playwright.config.ts sets E2E_DATA_DIR). */
export async function outboxMessages(): Promise<string[]> {
  const directory = join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = await readdir(directory).catch(() => [] as string[]);
  return Promise.all(names.sort().map((name) => readFile(join(directory, name), 'utf8')));
}

export async function messagesContaining(text: string): Promise<string[]> {
  return (await outboxMessages()).filter((message) => message.includes(text));
}
