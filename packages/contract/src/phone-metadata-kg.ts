// libphonenumber-js's metadata.mobile.json for +996 only (src/phone.ts says why). Checked against the
// installed package by test/phone-metadata.test.ts, which prints the new value after an update.
export const KG_METADATA = {
  version: 4,
  country_calling_codes: { '996': ['KG'] },
  countries: {
    KG: [
      '996',
      '00',
      '8\\d{9}|[235-9]\\d{8}',
      [9, 10],
      [
        ['(\\d{4})(\\d{5})', '$1 $2', ['3(?:1[346]|[24-79])'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d{3})', '$1 $2 $3', ['[235-79]|88'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d)(\\d{2,3})', '$1 $2 $3 $4', ['8'], '0$1'],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [
        0,
        [
          '312(?:58\\d|973)\\d{3}|(?:2(?:0[0-35]|2\\d)|5[0-24-7]\\d|600|7(?:[07]\\d|55)|88[08]|9(?:12|9[05-9]))\\d{6}',
          [9],
        ],
      ],
    ],
  },
  nonGeographic: {},
};
