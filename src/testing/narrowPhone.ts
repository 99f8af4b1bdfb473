/**
 * The narrowest phone the app is laid out for (320 px, below the 375 px `phone` viewport every story
 * has): an `...OnAPhone` story spreads `narrowPhone.parameters` into its own and takes its `globals`.
 */
export const narrowPhone = {
  parameters: {
    viewport: {
      options: { narrow: { name: 'Phone 320', styles: { width: '320px', height: '800px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'narrow' } },
};
