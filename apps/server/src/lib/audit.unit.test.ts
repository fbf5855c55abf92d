import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTION_FAMILIES, AUDIT_ACTIONS, auditFamilyOf } from '@konsol/contract';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's code (tests aside), where every `audit(…)` call is. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The text of each `audit(…)` call of a file, up to its closing parenthesis. */
function auditCalls(text: string): string[] {
  return [...text.matchAll(/\baudit\(/g)].map((m) => {
    let depth = 0;
    for (let i = m.index; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) return text.slice(m.index, i + 1);
    }
    throw new Error('an audit( call without its closing parenthesis');
  });
}

const LITERAL = /^'([^']+)'$/;
const CHOICE = /^[^?]+\?\s*'([^']+)'\s*:\s*'([^']+)'$/;

/**
 * Every `action:` written by an `audit(…)` call: a literal, or a condition choosing between two literals (its
 * actions); anything else (a template, a variable) has none, and the test below names it.
 */
function writtenActions(): { file: string; expression: string; actions: string[] }[] {
  return sourceFiles(src)
    .filter((file) => !file.endsWith(path.join('lib', 'audit.ts')))
    .flatMap((file) =>
      auditCalls(readFileSync(file, 'utf8')).map((call) => {
        const expression = call.match(/\baction:\s*((?:[^,'"`}]|'[^']*')+)/)?.[1]?.trim() ?? '';
        const parsed = expression.match(LITERAL) ?? expression.match(CHOICE);
        return { file: path.relative(src, file), expression, actions: parsed ? parsed.slice(1).filter(Boolean) : [] };
      }),
    );
}

describe('audit actions', () => {
  const written = writtenActions();

  it('finds the audit calls of the modules (the grep itself works)', () => {
    expect(written.length).toBeGreaterThan(40);
    expect(written.flatMap((w) => w.actions)).toEqual(expect.arrayContaining(['webhook.create', 'wallet.cashout.success']));
  });

  it('writes each action as a literal (or a choice between literals), never a computed name', () => {
    expect(written.filter((w) => w.actions.length === 0)).toEqual([]);
  });

  it('has words in both languages for every action the server writes', () => {
    const missing = written.flatMap((w) => w.actions.filter((a) => !Object.hasOwn(AUDIT_ACTIONS, a)).map((a) => `${w.file}: ${a}`));
    expect(missing).toEqual([]);
    for (const [action, words] of Object.entries(AUDIT_ACTIONS)) {
      expect(words.id.trim(), action).not.toBe('');
      expect(words.en.trim(), action).not.toBe('');
      expect(words.id, action).not.toContain(action);
    }
  });

  it('names the family of every action', () => {
    const families = Object.keys(AUDIT_ACTIONS).map((a) => auditFamilyOf(a).slice(0, -1));
    expect(families.filter((f) => !Object.hasOwn(AUDIT_ACTION_FAMILIES, f))).toEqual([]);
  });
});
