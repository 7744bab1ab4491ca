import type { ViewName } from '@gangway/core';
import type { RouteEntry } from '@gangway/core/internal';
import { type ComponentType, type LazyExoticComponent, lazy, memo, Suspense } from 'react';
import { INITIAL_MESSAGES } from '../i18n/en/initialMessages.ts';
import { useI18n } from '../i18n/useI18n.ts';
import { Connect } from '../views/Connect/Connect.tsx';
import type { LazyViewName, ViewProps } from '../views/lazyViews.ts';
import { loadView } from '../views/viewLoader.ts';
import { ViewErrorBoundary } from './ViewErrorBoundary/ViewErrorBoundary.tsx';
import { ViewFrame } from './ViewFrame/ViewFrame.tsx';

type LazyView = LazyExoticComponent<ComponentType<ViewProps<ViewName>>>;
const lazyViews = new Map<LazyViewName, LazyView>();

function lazyView(view: LazyViewName): LazyView {
  let component = lazyViews.get(view);
  if (!component) {
    component = lazy(() => loadView(view) as Promise<{ default: ComponentType<ViewProps<ViewName>> }>);
    lazyViews.set(view, component);
  }
  return component;
}

function Loading({ label }: { label: string }) {
  return (
    <ViewFrame name="Loading" variant="loading">
      <span className="spinner" role="img" aria-label={label} />
    </ViewFrame>
  );
}

/**
 * The view on top of the history: Connect straight away, the others from their chunks. The same view with the same
 * data is not rendered again: showing the Connect rendered ahead of the first open only shows it.
 */
export const CurrentView = memo(
  ViewOnTop,
  (before, after) => before.entry.view === after.entry.view && before.entry.data === after.entry.data,
);

function ViewOnTop({ entry }: { entry: RouteEntry }) {
  const { t } = useI18n(INITIAL_MESSAGES);
  if (entry.view === 'Connect') return <Connect data={entry.data} />;
  const View = lazyView(entry.view);
  return (
    <ViewErrorBoundary texts={{ failed: t('viewLoadFailed'), retry: t('retry') }}>
      <Suspense fallback={<Loading label={t('loading')} />}>
        <View data={entry.data} />
      </Suspense>
    </ViewErrorBoundary>
  );
}
