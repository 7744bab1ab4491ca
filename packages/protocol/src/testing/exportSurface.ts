// Test helper (Node only): a package's public surface as text, one line per export of each entry in its package.json
// `exports` (`value name` or `type name`), so an export added or removed by accident fails the package's snapshot.
// Read from the entries' syntax alone: with isolatedModules (tsconfig.base.json) tsc already refuses a type re-exported
// without `type`, so the marks are exact, and no program (seconds per package) is built.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function entryFiles(packageDir: string): { key: string; file: string }[] {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.entries(manifest.exports).map(([key, file]) => ({ key, file: path.join(packageDir, file) }));
}

function hasExportModifier(statement: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function exportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const lines: { name: string; kind: 'value' | 'type' }[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
        throw new Error(`${file}: \`export *\` hides what the package promises`);
      }
      for (const element of statement.exportClause.elements) {
        const typeOnly = statement.isTypeOnly || element.isTypeOnly;
        lines.push({ name: element.name.text, kind: typeOnly ? 'type' : 'value' });
      }
    } else if (hasExportModifier(statement)) {
      const isType = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((declaration) => declaration.name.getText(source))
        : [(statement as ts.DeclarationStatement).name?.getText(source) ?? 'default'];
      for (const name of names) lines.push({ name, kind: isType ? 'type' : 'value' });
    }
  }
  return lines.sort((a, b) => (a.name < b.name ? -1 : 1)).map(({ name, kind }) => `  ${kind} ${name}`);
}

export function exportSurface(packageDir: string): string {
  const lines = entryFiles(packageDir).flatMap(({ key, file }) => [key, ...exportsOf(file)]);
  return `${lines.join('\n')}\n`;
}

/** Re-exports with `export *` hide what a package promises: its entries name every export. */
export function starExports(packageDir: string): string[] {
  return entryFiles(packageDir)
    .filter(({ file }) => /^export \*/m.test(readFileSync(file, 'utf8')))
    .map(({ file }) => path.relative(packageDir, file));
}
