import {
  closeSync,
  mkdtempSync,
  openSync,
  rmSync,
  truncateSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

/** What the scripts that write a big input report: its size in bytes and its number of records. */
export interface WrittenFile {
  size: number;
  records: number;
}

/**
 * A generated file for the big-file specs of this file: written once before its tests (into a temporary folder,
 * removed after them), which then run one after another. Returns the file's path, size and records (filled in
 * before the first test).
 */
export function bigFileFixture(
  name: string,
  write: (file: string) => WrittenFile,
): { file: string; dir: string } & WrittenFile {
  const big = { file: "", dir: "", size: 0, records: 0 };
  test.describe.configure({ mode: "serial" });
  test.beforeAll(() => {
    big.dir = mkdtempSync(path.join(tmpdir(), "big-file-"));
    big.file = path.join(big.dir, name);
    Object.assign(big, write(big.file));
  });
  test.afterAll(() => {
    if (big.dir) rmSync(big.dir, { recursive: true, force: true });
  });
  return big;
}

/** Writes a sparse file of 2 GiB + 1 byte (nothing on disk): just over the big-file ceiling. Returns its path. */
export function overCeilingFile(dir: string, name: string): string {
  const file = path.join(dir, name);
  closeSync(openSync(file, "w"));
  truncateSync(file, 2 * 1024 * 1024 * 1024 + 1);
  return file;
}

/** The big-file view's rows. */
export const rowsList = (page: Page) =>
  page.getByRole("list", { name: "Formatted Code" });

/** The row showing line `n` (1-based, as its number reads). */
export const row = (page: Page, n: number) =>
  rowsList(page)
    .locator(".vt-row")
    .filter({
      has: page.locator(".vt-num", { hasText: new RegExp(`^${n}$`) }),
    });

/** Opens `file` through the tool's Open File button, as a person does. */
export async function openFile(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Open File" }).click(),
  ]);
  await chooser.setFiles(file);
}

/**
 * Goes to a formatter page ready for a big file. The download falls back to a Blob built from parts where the File
 * System Access API is missing: it is removed, as tests cannot answer its native dialog.
 */
export async function gotoFormatter(page: Page, route: string): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await page.goto(route);
  await expect(
    page.getByRole("textbox", { name: "Input Code", exact: true }),
  ).toBeVisible();
}
