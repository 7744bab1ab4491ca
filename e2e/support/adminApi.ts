import type { E2EStack } from './stackInfo.ts';

/** gangway-server's admin API with the operator token the stack printed. */
export async function createProject(
  stack: E2EStack,
  body: { id: string; allowedOrigins?: string[]; features?: Record<string, unknown> },
): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/admin/v1/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.operatorToken}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin API ${response.status}: ${await response.text()}`);
}
