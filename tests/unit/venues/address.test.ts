import { describe, expect, it } from 'vitest';
import { addressWithCity, directionsUrl, postalAddressOf } from '@/features/venues/address';

describe('a venue address as the editors type it', () => {
  it.each([
    ['4410 boulevard Saint-Laurent, Montréal, QC H2W 1Z5', '4410 boulevard Saint-Laurent', 'H2W 1Z5'],
    ['4410, boulevard Saint-Laurent, Montréal (Québec) H2W 1Z5', '4410, boulevard Saint-Laurent', 'H2W 1Z5'],
    ['5587 avenue Casgrain, Montreal, Quebec h2t1x4, Canada', '5587 avenue Casgrain', 'H2T 1X4'],
    ['Parc des Lilas, rue Maguire, Montréal', 'Parc des Lilas, rue Maguire', null],
    ['87 rue Bernard Ouest', '87 rue Bernard Ouest', null],
    // A street named after the province is a street.
    ['1234 rue de Québec', '1234 rue de Québec', null],
  ])('%j: street %j, postal code %j', (line, street, postalCode) => {
    expect(postalAddressOf(line)).toEqual({ streetAddress: street, addressLocality: 'Montréal', addressRegion: 'QC', postalCode, addressCountry: 'CA' });
  });

  it('adds the city to a line that names none, and leaves a line that does as written', () => {
    expect(addressWithCity('87 rue Bernard Ouest')).toBe('87 rue Bernard Ouest, Montréal');
    expect(addressWithCity('4410, boulevard Saint-Laurent, Montréal (Québec) H2W 1Z5')).toBe('4410, boulevard Saint-Laurent, Montréal (Québec) H2W 1Z5');
  });
});

describe('directions in a map app', () => {
  it('goes to the coordinates when the venue has them, else to the address with its city, else nowhere', () => {
    const toCoordinates = new URL(directionsUrl({ streetAddress: '4410 boulevard Saint-Laurent', geo: { latitude: 45.51985, longitude: -73.58465 } })!);
    expect(`${toCoordinates.origin}${toCoordinates.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(toCoordinates.searchParams)).toEqual({ api: '1', destination: '45.51985,-73.58465' });
    const toAddress = new URL(directionsUrl({ streetAddress: '87 rue Bernard Ouest', geo: null })!);
    expect(toAddress.searchParams.get('destination')).toBe('87 rue Bernard Ouest, Montréal');
    expect(directionsUrl({ streetAddress: null, geo: null })).toBeNull();
  });
});
