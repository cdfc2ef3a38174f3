// Lists with a search and pages (staff screens), and confirmations.

export const listsText = {
  lists: {
    search: 'Zoeken',
    countOf: (shown: number, total: number) => `${shown} van ${total}`,
    rangeOf: (from: number, to: number, total: number) => `${from}–${to} van ${total}`,
    previous: 'Vorige',
    next: 'Volgende',
    pagination: 'Paginering',
    page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
    noResults: 'Geen resultaten',
    noResultsFor: (q: string) => `Niets gevonden voor "${q}". Probeer een andere zoekterm.`,
    clearSearch: 'Zoekterm wissen',
    loadMore: 'Meer laden',
    /** The button that opens a row's menu of actions. */
    actions: 'Acties',
    moreFound: (shown: number, total: number) => `${shown} van ${total} getoond; zoek verder om te vinden wat je zoekt.`,
  },
  confirm: {
    delete: 'Verwijderen',
  },
} as const;
