// A server component: it reads the gangway-server and chain from the environment at request time (connection():
// the template turns Cache Components on) and hands them to the widget's client component, which the server renders
// to HTML and the browser hydrates.
import { connection } from 'next/server';
import { Suspense } from 'react';
import { GangwayWidget } from './gangway';

async function Widget() {
  await connection();
  return (
    <GangwayWidget
      apiUrl={process.env.GANGWAY_API_URL}
      projectId={process.env.GANGWAY_PROJECT_ID ?? 'outside-app'}
      rpcUrl={process.env.GANGWAY_RPC_URL ?? 'http://127.0.0.1:8545'}
    />
  );
}

export default function Page() {
  return (
    <main>
      <h1>Outside app (Next.js)</h1>
      <Suspense>
        <Widget />
      </Suspense>
    </main>
  );
}
