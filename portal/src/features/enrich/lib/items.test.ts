import { itemForState, pageViewName } from './items';

describe('Enrich+ items', () => {
  it('should preset the item from navigation state', () => {
    expect(itemForState({ activeItem: 'team' })).toBe('team');
    expect(itemForState({ activeItem: 'elsewhere' })).toBeNull();
    expect(itemForState({ justSubmittedLearning: true })).toBe('studystyle');
    expect(itemForState({ fromLearningScores: true })).toBe('studystyle');
    expect(itemForState(null)).toBeNull();
  });

  it('should name a page view per item', () => {
    expect(pageViewName('knowledge')).toBe('Enrich+ - Knowledge');
  });
});
