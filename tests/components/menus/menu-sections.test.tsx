import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import {
  MenuSectionsProvider,
  useMenuSections,
  useMenuSectionsChecked,
} from '../../../src/components/menus/menu-sections';
import { ACTIVE_MENUS, fakeClient, renderWithClient, setBuildData } from '../support/shell';

/** Counts its renders: a navigation link stands for every reader of the list. */
function ListReader({ onRender }: { onRender: () => void }) {
  const { sections } = useMenuSections();
  onRender();
  return <p data-testid="list">{sections.map((section) => section.Name).join(',')}</p>;
}

function CheckReader() {
  return <p data-testid="checked">{String(useMenuSectionsChecked())}</p>;
}

function renderProvider(answer: unknown) {
  const renders = jest.fn();
  const { client } = fakeClient({ 'GET /api/menus-and-sections': { body: answer } });
  renderWithClient(
    <MenuSectionsProvider>
      <ListReader onRender={renders} />
      <CheckReader />
    </MenuSectionsProvider>,
    client,
  );
  return renders;
}

describe('menu sections provider', () => {
  it("does not render the list's readers again when the provider answers the build's list", async () => {
    setBuildData({ menus: ACTIVE_MENUS });
    // The same records, their keys in another order, as the provider sends them.
    const answer = ACTIVE_MENUS.map((menu) => Object.fromEntries(Object.entries(menu).reverse()));
    const renders = renderProvider(answer);
    const first = renders.mock.calls.length;
    await waitFor(() => expect(screen.getByTestId('checked')).toHaveTextContent('true'));
    expect(renders).toHaveBeenCalledTimes(first);
    expect(screen.getByTestId('list')).toHaveTextContent(ACTIVE_MENUS[0]!.Name);
  });

  it('renders the readers with the new list when the answer differs', async () => {
    setBuildData({ menus: ACTIVE_MENUS });
    const answer = ACTIVE_MENUS.filter((menu) => menu.Name !== 'Services');
    renderProvider(answer);
    await waitFor(() => expect(screen.getByTestId('checked')).toHaveTextContent('true'));
    await waitFor(() => expect(screen.getByTestId('list')).not.toHaveTextContent('Services'));
    expect(screen.getByTestId('list')).toHaveTextContent(answer[0]!.Name);
  });
});
