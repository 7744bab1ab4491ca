import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx';

describe('ViewErrorBoundary', () => {
  it('offers to load a view again after its chunk failed', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function View() {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return <p>loaded</p>;
    }
    render(
      <ViewErrorBoundary>
        <View />
      </ViewErrorBoundary>,
    );
    expect(screen.getByTestId('gw-view-Error').textContent).toContain('could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('loaded')).toBeTruthy();
    silence.mockRestore();
  });
});
