/**
 * How the Lingui macros become code and catalogs here (docs/i18n.md).
 *
 * A message's id is its English text. The macros (`msg`, `t`, `plural` of
 * `@lingui/core/macro`, `useLingui` of `@lingui/react/macro`) would name each message by a hash
 * of it; here the id is the text itself, in the code (`sourceTextIds`, run by Babel after the
 * macro plugin) and in the catalogs (`sourceTextExtractor`, which `lingui extract` uses). So
 * `en.po` reads `msgid "Sync now"` as before, the text a component keeps as data stays readable
 * in storage, and a text that is no message (the server's own words) shows as it came.
 *
 * English needs no catalog at run time: a message the catalog of the language on screen does
 * not hold shows as its id, and where its English needs the ICU runtime (a placeholder, a
 * plural) the call site carries it compiled, by the same compiler as the catalogs'.
 */
import { transformAsync, type PluginObj, type types as BabelTypes } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import babelExtractor from '@lingui/cli/api/extractors/babel';
import type { ExtractedMessage, ExtractorType } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';

/** What a message's id must be: its English text. An id written by hand is refused, as is a context. */
function sourceTextId(id: string, message: string | undefined, context: string | undefined, where: string): string {
  if (message === undefined) throw new Error(`${where}: a message is named by its English text; "${id}" has none`);
  if (context !== undefined) throw new Error(`${where}: "${message}" has a context; ids are the English text alone`);
  if (id !== generateMessageId(message)) throw new Error(`${where}: "${message}" has an id of its own ("${id}"); ids are the English text`);
  return message;
}

/**
 * Babel, after the macro plugin: each message descriptor the macro wrote
 * (`{ id: "<hash>", message: "Synced {at}", values }`) gets its English text as id, and keeps
 * `message` only as the English compiled (`["Synced ", ["at"]]`) where the text alone is not
 * what is shown.
 */
export function sourceTextIds({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const property = (node: BabelTypes.ObjectExpression, key: string) =>
    node.properties.find((p): p is BabelTypes.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: key }));
  const text = (p: BabelTypes.ObjectProperty | undefined) => (p && t.isStringLiteral(p.value) ? p.value.value : undefined);
  return {
    name: 'lingui-source-text-ids',
    visitor: {
      Program: {
        exit(program, state) {
          program.traverse({
            ObjectExpression(path) {
              if (!path.node.leadingComments?.some((c) => c.value.trim() === 'i18n')) return;
              const id = property(path.node, 'id');
              const message = property(path.node, 'message');
              const where = `${state.filename ?? 'code'}:${path.node.loc?.start.line ?? '?'}`;
              const english = sourceTextId(text(id) ?? '', text(message), text(property(path.node, 'context')), where);
              id!.value = t.stringLiteral(english);
              const compiled = compileMessage(english);
              const plain = typeof compiled === 'string' ? compiled : compiled.every((part) => typeof part === 'string') ? compiled.join('') : null;
              if (plain === english) path.node.properties = path.node.properties.filter((p) => p !== message);
              else message!.value = t.valueToNode(plain ?? compiled);
            },
          });
        },
      },
    },
  };
}

const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * The Vite (and Vitest) side: Babel with the Lingui macro plugin and `sourceTextIds`, only on
 * the modules that import a macro; everything else goes straight to Vite's own transform.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'pos-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // `message` is kept for `sourceTextIds` to compile; it drops what the text alone says.
        plugins: [[linguiMacro, { stripMessageField: false }], sourceTextIds],
      });
      return result?.code == null ? null : { code: result.code, map: result.map };
    },
  };
}

/** `lingui extract`: the default extractor, with each message named by its English text. */
export const sourceTextExtractor: ExtractorType = {
  match: (filename) => babelExtractor.match(filename),
  extract: (filename, code, onMessageExtracted, ctx) =>
    babelExtractor.extract(
      filename,
      code,
      (found: ExtractedMessage) => {
        const where = `${filename}:${found.origin?.[1] ?? '?'}`;
        onMessageExtracted({ ...found, id: sourceTextId(found.id, found.message, found.context, where) });
      },
      ctx,
    ),
};
