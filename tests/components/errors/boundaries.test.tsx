import { render, screen } from '@testing-library/react';
import { AppErrorBoundary, SectionBoundary } from '../../../src/components/errors/section-boundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('error boundaries', () => {
  // React reports caught errors on the console; the boundaries log them too.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("a failing section shows 'Section failed to render: {name}' and its neighbours still render", () => {
    render(
      <>
        <SectionBoundary name="Hero">
          <Broken error={new Error('boom')} />
        </SectionBoundary>
        <p>Still here</p>
      </>,
    );
    expect(screen.getByText('Section failed to render: Hero')).toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it("a failing page shows 'Unexpected Application Error!' with the status and message", () => {
    const error = Object.assign(new Error('Not Found'), { status: 404 });
    render(
      <AppErrorBoundary>
        <Broken error={error} />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the message alone when there is no status', () => {
    render(
      <AppErrorBoundary>
        <Broken error={new Error('Something broke')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Something broke')).toBeInTheDocument();
  });
});
