import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartHarness } from './PartHarness';

// The live channel is the part's server's (builder/parts/partServer.js): none in jsdom.
jest.mock('../dev/liveUpdates', () => ({ startLiveUpdates: jest.fn() }));

describe("a part on its own (its npm start)", () => {
  it("shows its page in the site's frame, given the page's language and direction, and says where onNavigate would go", async () => {
    const Page = ({ lang, dir, onNavigate }: { lang: string; dir: string; onNavigate(place: string): void }) => (
      <button type="button" onClick={() => onNavigate('home')}>{`A page in ${lang}, ${dir}`}</button>
    );
    render(<PartHarness title="Lab" module={{ default: Page, contract: 1 }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lab' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'A page in en, ltr' }));
    expect(screen.getByText('onNavigate("home")')).toBeInTheDocument();
  });

  it('shows what its page threw, where the site would offer Retry', () => {
    const Page = () => {
      throw new TypeError('count is not a number');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PartHarness title="Lab" module={{ default: Page }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('TypeError: count is not a number');
    // The bar stays: its theme switch, its name.
    expect(screen.getByText('Lab', { selector: '.harness__name' })).toBeInTheDocument();
  });
});
