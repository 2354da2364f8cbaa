import { describe, expect, it } from 'vitest';
import { playedTee, teeChoices, type RatedTee } from '../../src/golf/course';

const blue: RatedTee = { name: 'Blue', rating: 72.1, slope: 128, sex: 'M' };
const white: RatedTee = { name: 'White', rating: 70.5, slope: 124, sex: 'M' };
const red: RatedTee = { name: 'Red', rating: 70.2, slope: 120, sex: 'F' };
const yellow: RatedTee = { name: 'Yellow', rating: 69.8, slope: 118 };

describe('playedTee', () => {
  it("takes the only tee rated for the player's sex, else the only one rated for either", () => {
    expect(playedTee([[blue, red]], 'M')).toEqual({ rating: 72.1, slope: 128 });
    expect(playedTee([[blue, red]], 'F')).toEqual({ rating: 70.2, slope: 120 });
    expect(playedTee([[blue, yellow]], 'F')).toEqual({ rating: 69.8, slope: 118 });
  });

  it('answers null with several tees to choose from, or none', () => {
    expect(playedTee([[blue, white, red]], 'M')).toBeNull();
    expect(playedTee([[blue]], 'F')).toBeNull();
    expect(playedTee([[]], 'M')).toBeNull();
    expect(playedTee([], 'M')).toBeNull();
  });

  it("the organiser's choice by name wins; a name the course does not have for the sex leaves the automatic choice", () => {
    expect(playedTee([[blue, white, red]], 'M', 'White')).toEqual({ rating: 70.5, slope: 124 });
    expect(playedTee([[blue, white, red, yellow]], 'F', 'Yellow')).toEqual({ rating: 69.8, slope: 118 });
    expect(playedTee([[blue, red]], 'F', 'Blue')).toEqual({ rating: 70.2, slope: 120 });
    expect(teeChoices([[blue, white, red, yellow]], 'M')).toEqual(['Blue', 'White', 'Yellow']);
    expect(teeChoices([[blue, white, red, yellow]], 'F')).toEqual(['Red', 'Yellow']);
    // two nines: only the names both have
    expect(teeChoices([[blue, white], [{ ...blue, rating: 36 }]], 'M')).toEqual(['Blue']);
  });

  it('two nines: ratings add up, slopes average (rounded)', () => {
    const front: RatedTee = { name: 'Blue', rating: 36.1, slope: 127, sex: 'M' };
    const back: RatedTee = { name: 'Blue', rating: 35.8, slope: 130, sex: 'M' };
    expect(playedTee([[front], [back]], 'M')).toEqual({ rating: 71.9, slope: 129 });
    // a nine without a tee for the sex leaves the round without one
    expect(playedTee([[front], [red]], 'M')).toBeNull();
  });
});
