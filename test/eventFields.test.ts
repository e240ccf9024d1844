/**
 * One naming rule for the fields of every event union in `src` (`CartEvent`, `MenuEvent`, ...):
 * snake_case, as in the service's rows whose ids most events carry (`brand_id`, `line_id`,
 * `product_id`). Read from the source, so a new event or a new union is held to it too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

interface EventFields {
  union: string;
  event: string;
  fields: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const propertyName = (member: ts.TypeElement, file: ts.SourceFile) => member.name?.getText(file) ?? '';

/** The fields of one union member: its own, and those of the interfaces of this file it is joined with (`& OptionRef`). */
function membersOf(node: ts.TypeNode, file: ts.SourceFile, where: string): ts.TypeElement[] {
  if (ts.isParenthesizedTypeNode(node)) return membersOf(node.type, file, where);
  if (ts.isTypeLiteralNode(node)) return [...node.members];
  if (ts.isIntersectionTypeNode(node)) return node.types.flatMap((t) => membersOf(t, file, where));
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText(file);
    const declared = file.statements.find(
      (s): s is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name,
    );
    if (!declared) throw new Error(`${where}: ${name} is not declared in the same file`);
    return ts.isInterfaceDeclaration(declared) ? [...declared.members] : membersOf(declared.type, file, where);
  }
  throw new Error(`${where}: an event is not an object type: ${node.getText(file)}`);
}

/** Every `type ...Event = { type: '...'; ... } | ...` union in `src`, event by event. */
function eventUnions(): EventFields[] {
  const found: EventFields[] = [];
  for (const path of sourceFiles(join(ROOT, 'src'))) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of file.statements) {
      if (!ts.isTypeAliasDeclaration(statement) || !statement.name.text.endsWith('Event')) continue;
      const union = `${relative(ROOT, path)} ${statement.name.text}`;
      const members = ts.isUnionTypeNode(statement.type) ? statement.type.types : [statement.type];
      for (const member of members) {
        const fields = membersOf(member, file, union);
        const type = fields.find((f) => propertyName(f, file) === 'type');
        const event = type && ts.isPropertySignature(type) && type.type ? type.type.getText(file) : '?';
        found.push({ union, event, fields: fields.map((f) => propertyName(f, file)).filter((name) => name !== 'type') });
      }
    }
  }
  return found;
}

test('every event union of the reducers and stores is read', () => {
  const unions = new Set(eventUnions().map((e) => e.union.split(' ')[1]));
  expect([...unions]).toEqual(
    expect.arrayContaining(['CartEvent', 'MenuEvent', 'PickerEvent', 'PaymentEvent', 'SyncEvent', 'UploadEvent', 'ReachabilityEvent']),
  );
});

test("an event's own fields are snake_case in every union, as the ids it carries are named in the service's rows", () => {
  const misnamed = eventUnions().flatMap(({ union, event, fields }) =>
    fields.filter((name) => !SNAKE_CASE.test(name)).map((name) => `${union} ${event}: ${name}`),
  );
  expect(misnamed).toEqual([]);
});
