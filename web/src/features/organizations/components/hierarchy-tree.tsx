/**
 * The organisation hierarchy tree (spec 01 §2.5): a vertical tree of an
 * organisation and its sub-organisations (and, later, sites, BMCs and
 * devices), nodes collapsed at first, with zoom out / zoom in / full screen /
 * reset and a legend of the kinds present. Loads orgSiteStructure?orgName, or
 * orgHierarchyStructure/{id} when only an id is given, and reloads whenever
 * the organisation changes.
 */
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Tree from 'react-d3-tree';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useOrgSiteStructure } from '@/features/organizations/api/get-org-site-structure';
import { useOrgHierarchy } from '@/features/organizations/api/get-org-hierarchy';
import { TreeLegend } from '@/features/organizations/components/tree-legend';
import { TreeNode } from '@/features/organizations/components/tree-node';
import { buildTree, presentKinds, type TreeDatum } from '@/features/organizations/components/tree-model';
import { canZoomIn, canZoomOut, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut } from '@/features/organizations/components/tree-zoom';

/** Spec 01 §9: siblings 3, others 2. */
const SEPARATION = { siblings: 3, nonSiblings: 2 };
const NODE_SIZE = { x: 140, y: 160 };
const SCALE_EXTENT = { min: MIN_ZOOM, max: MAX_ZOOM };

export interface HierarchyTreeProps {
  /** The organisation's name: its tree comes from sites/orgSiteStructure. */
  organization?: string;
  /** Or, without a name, its id: organizations/orgHierarchyStructure/{id}. */
  orgId?: number | null;
  /** The starting zoom; 0.5 by default. */
  zoom?: number;
  /** The height of the tree area. */
  height?: number | string;
  /** A link to a larger view of the tree (the enlarge link). */
  enlargeTo?: string;
}

export function HierarchyTree({ organization, orgId, zoom: initialZoom = DEFAULT_ZOOM, height = 420, enlargeTo }: HierarchyTreeProps) {
  const { t } = useTranslation();
  const byName = useOrgSiteStructure(organization || undefined);
  const byId = useOrgHierarchy(organization ? undefined : orgId);
  const query = organization ? byName : byId;
  const tree = useMemo(() => (query.data ? buildTree(query.data) : null), [query.data]);
  const kinds = useMemo(() => presentKinds(tree), [tree]);

  const [zoom, setZoom] = useState(initialZoom);
  const [resets, setResets] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const drawKey = `${organization ?? ''}#${orgId ?? ''}#${resets}`;

  const toolbar = (inDialog: boolean) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="toolbar" aria-label={t('organizations.tree.tools')}>
      <IconButton
        aria-label={t('organizations.tree.zoomOut')}
        title={t('organizations.tree.zoomOut')}
        onClick={() => setZoom(zoomOut)}
        disabled={!canZoomOut(zoom)}
        size="small"
      >
        <ZoomOutIcon />
      </IconButton>
      <Typography variant="body2" aria-live="polite" data-testid="tree-zoom" sx={{ minWidth: 48, textAlign: 'center' }}>
        {t('organizations.tree.zoomLevel', { percent: Math.round(zoom * 100) })}
      </Typography>
      <IconButton
        aria-label={t('organizations.tree.zoomIn')}
        title={t('organizations.tree.zoomIn')}
        onClick={() => setZoom(zoomIn)}
        disabled={!canZoomIn(zoom)}
        size="small"
      >
        <ZoomInIcon />
      </IconButton>
      {!inDialog && (
        <IconButton
          aria-label={t('organizations.tree.fullScreen')}
          title={t('organizations.tree.fullScreen')}
          onClick={() => setFullScreen(true)}
          disabled={!tree}
          size="small"
        >
          <FullscreenIcon />
        </IconButton>
      )}
      <IconButton
        aria-label={t('organizations.tree.reset')}
        title={t('organizations.tree.reset')}
        onClick={() => {
          setZoom(DEFAULT_ZOOM);
          setResets((n) => n + 1);
        }}
        size="small"
      >
        <RestartAltIcon />
      </IconButton>
      {enlargeTo && !inDialog && (
        <IconButton
          component={RouterLink}
          to={enlargeTo}
          aria-label={t('organizations.tree.enlarge')}
          title={t('organizations.tree.enlarge')}
          size="small"
        >
          <OpenInFullIcon />
        </IconButton>
      )}
    </Stack>
  );

  let body: ReactNode;
  if (tree) {
    body = <TreeCanvas key={drawKey} data={tree} zoom={zoom} height={height} />;
  } else if (query.isLoading) {
    body = (
      <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('organizations.tree.loading')} />
      </Box>
    );
  } else {
    body = (
      <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
        {t('organizations.tree.empty')}
      </Box>
    );
  }

  return (
    <Stack spacing={1} data-testid="hierarchy-tree">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <TreeLegend kinds={kinds} />
        {toolbar(false)}
      </Stack>
      {body}
      <Dialog
        open={fullScreen && !!tree}
        onClose={() => setFullScreen(false)}
        fullWidth
        maxWidth="xl"
        aria-labelledby="hierarchy-tree-dialog-title"
        slotProps={{ paper: { sx: { height: '90vh' } } }}
      >
        <DialogTitle id="hierarchy-tree-dialog-title" sx={{ pr: 7 }}>
          {tree?.name ?? t('organizations.tree.title')}
          <IconButton
            aria-label={t('organizations.tree.close')}
            onClick={() => setFullScreen(false)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <TreeLegend kinds={kinds} />
            {toolbar(true)}
          </Stack>
          {tree && <TreeCanvas key={drawKey} data={tree} zoom={zoom} height="100%" />}
        </DialogContent>
      </Dialog>
    </Stack>
  );
}

/** The drawing: a react-d3-tree centred in its box, every node collapsed at first. */
function TreeCanvas({ data, zoom, height }: { data: TreeDatum; zoom: number; height: number | string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const translate = useMemo(() => ({ x: width / 2, y: 50 }), [width]);
  return (
    <Box
      ref={box}
      data-testid="tree-canvas"
      sx={{ height, minHeight: 240, flexGrow: 1, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Tree
        data={data}
        orientation="vertical"
        zoom={zoom}
        scaleExtent={SCALE_EXTENT}
        translate={translate}
        initialDepth={0}
        collapsible
        enableLegacyTransitions={false}
        separation={SEPARATION}
        nodeSize={NODE_SIZE}
        pathFunc="step"
        renderCustomNodeElement={(props) => <TreeNode {...props} />}
      />
    </Box>
  );
}
