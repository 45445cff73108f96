import { useRef, useState } from 'react';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useDebouncedCallback } from '@/shared/lib/timing';
import { SEARCH_DEBOUNCE_MS } from '../config/directory';
import { useDirectoryParams, type DirectoryTab } from '../model/use-directory-params';
import { useDirectoryResults } from '../model/use-directory-results';
import { MemberGrid } from './member-grid';
import { PaginationBar } from './pagination-bar';

/** /directory: search every verified member, or browse the ones recommended for the viewer (SPEC "Directory"). */
export function DirectoryPage() {
  const { params, searchFor, showPage, showTab } = useDirectoryParams();
  const [text, setText] = useState(params.query);
  const results = useDirectoryResults(params);
  const tabsRef = useRef<HTMLDivElement>(null);

  const search = useDebouncedCallback(searchFor, SEARCH_DEBOUNCE_MS);

  // The URL can change under the page (e.g. the top bar's Directory link clears the search): follow it.
  const [urlQuery, setUrlQuery] = useState(params.query);
  if (params.query !== urlQuery) {
    setUrlQuery(params.query);
    if (params.query !== text.trim()) setText(params.query);
  }

  function changeText(value: string) {
    setText(value);
    search(value.trim());
  }

  function changePage(page: number) {
    showPage(page);
    tabsRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Member Directory
      </Typography>
      <TextField
        type="search"
        placeholder="Search members..."
        value={text}
        onChange={(event) => changeText(event.target.value)}
        fullWidth
        slotProps={{
          input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
          htmlInput: { 'aria-label': 'Search members' },
        }}
      />
      <Tabs
        ref={tabsRef}
        value={params.tab}
        onChange={(_event, tab: DirectoryTab) => showTab(tab)}
        aria-label="Directory views"
        sx={{ my: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={text.trim() ? 'Results' : 'All Members'} />
        <Tab value="discover" label="Discover" />
      </Tabs>
      <MemberGrid members={results.members} loading={results.loading} />
      {!results.loading && results.pageCount !== null && (
        <PaginationBar page={params.page} pageCount={results.pageCount} onPageChange={changePage} />
      )}
    </Container>
  );
}
