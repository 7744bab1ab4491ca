import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx';

const chunk = { available: false };

function LazyLoadedView() {
  if (!chunk.available) throw new Error('Failed to fetch dynamically imported module');
  return <p>loaded</p>;
}

describe('ViewErrorBoundary', () => {
  it('offers to load a view again after its chunk failed', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ViewErrorBoundary texts={{ failed: 'This part could not be loaded', retry: 'Retry' }}>
        <LazyLoadedView />
      </ViewErrorBoundary>,
    );
    expect(screen.getByTestId('gw-view-Error').textContent).toContain('could not be loaded');
    chunk.available = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('loaded')).toBeTruthy();
    silence.mockRestore();
  });
});
