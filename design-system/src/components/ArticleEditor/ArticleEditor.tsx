import type { Editor, Extensions, JSONContent } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Image as ImageIcon,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Music,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Group, ToggleButton, Toolbar } from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import * as styles from './ArticleEditor.css.ts';

/** The media an article's body may hold, each a node of that name in the extension list. */
export const articleMediaKinds = ['image', 'video', 'audio'] as const;
export type ArticleMediaKind = (typeof articleMediaKinds)[number];

/** A material chosen for the body: the attributes of its image, video or audio node. */
export type ArticleMedia = {
  /** 素材库中的素材ID。 */
  materialId: string;
  /** 素材的地址。 */
  src: string;
  /** 图片说明（仅图片）。 */
  alt?: string;
  /** 视频封面的地址（仅视频）。 */
  poster?: string | null;
};

export type ArticleEditorProps = {
  /**
   * 编辑器的Tiptap扩展列表，由应用给出（与服务端渲染使用同一份），只在创建编辑器时读取。工具栏只显示其中已有的节点和格式。必填。
   */
  extensions: Extensions;
  /** 初始内容（Tiptap JSON）。之后的修改不再从此属性读取。默认：一个空段落。 */
  defaultValue?: JSONContent;
  /** 每次修改后以整篇内容（Tiptap JSON）调用。默认无。 */
  onChange?: (value: JSONContent) => void;
  /** 编辑区的标签。默认 `正文`。 */
  label?: string;
  /** 标签前显示红色星号。默认 `false`。 */
  isRequired?: boolean;
  /** 编辑区下方的说明。默认无。 */
  description?: ReactNode;
  /** 错误信息；给出时编辑区标红并显示它。默认无。 */
  errorMessage?: ReactNode;
  /** 检查链接地址：返回错误文字，可用时返回 `null`。默认：只接受 http:// 或 https:// 开头的地址。 */
  checkLink?: (href: string) => string | null;
  /**
   * 插入图片、视频、音频时调用：应用打开素材选择器，选中后以素材解析，取消时以 `null` 解析。默认无：不显示插入按钮。
   */
  pickMedia?: (kind: ArticleMediaKind) => Promise<ArticleMedia | null>;
  /** 只读：不能编辑，工具栏不可用。默认 `false`。 */
  isReadOnly?: boolean;
};

const httpLink = (href: string) =>
  /^https?:\/\/[^\s]+$/.test(href) ? null : '链接须以http://或https://开头';

type Format = {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The schema's node or mark that must exist for the button to show. */
  needs: string;
  isActive: (editor: Editor) => boolean;
  toggle: (editor: Editor) => void;
};

const chain = (editor: Editor) => editor.chain().focus();

const blockFormats: Format[] = [
  ...([2, 3] as const).map((level) => ({
    id: `heading${level}`,
    label: level === 2 ? '二级标题' : '三级标题',
    icon: level === 2 ? Heading2 : Heading3,
    needs: 'heading',
    isActive: (editor: Editor) => editor.isActive('heading', { level }),
    toggle: (editor: Editor) => chain(editor).toggleNode('heading', 'paragraph', { level }).run(),
  })),
  {
    id: 'bulletList',
    label: '无序列表',
    icon: List,
    needs: 'bulletList',
    isActive: (editor) => editor.isActive('bulletList'),
    toggle: (editor) => chain(editor).toggleList('bulletList', 'listItem').run(),
  },
  {
    id: 'orderedList',
    label: '有序列表',
    icon: ListOrdered,
    needs: 'orderedList',
    isActive: (editor) => editor.isActive('orderedList'),
    toggle: (editor) => chain(editor).toggleList('orderedList', 'listItem').run(),
  },
];

const markFormats: Format[] = [
  { id: 'bold', label: '加粗', icon: Bold },
  { id: 'italic', label: '倾斜', icon: Italic },
].map(({ id, label, icon }) => ({
  id,
  label,
  icon,
  needs: id,
  isActive: (editor: Editor) => editor.isActive(id),
  toggle: (editor: Editor) => chain(editor).toggleMark(id).run(),
}));

const mediaLabels: Record<ArticleMediaKind, { label: string; icon: LucideIcon }> = {
  image: { label: '插入图片', icon: ImageIcon },
  video: { label: '插入视频', icon: Video },
  audio: { label: '插入音频', icon: Music },
};

const hasType = (editor: Editor, name: string) =>
  editor.schema.nodes[name] !== undefined || editor.schema.marks[name] !== undefined;

/**
 * The article body editor (Tiptap): a toolbar of headings, lists, bold, italic, link (a dialog
 * that checks the address) and media from the app's picker, over the editing area. The toolbar is
 * one Tab stop moved through with the arrow keys; Alt+F10 in the text goes to it and Esc in it
 * goes back. Only what the extension list defines is offered, so the document cannot hold a node
 * the app's schema does not know.
 */
export function ArticleEditor({
  extensions,
  defaultValue,
  onChange,
  label = '正文',
  isRequired = false,
  description,
  errorMessage,
  checkLink = httpLink,
  pickMedia,
  isReadOnly = false,
}: ArticleEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [linkDialogOpen, setLinkDialogOpen] = useState(false);
  const describedBy =
    [description != null && descriptionId, errorMessage != null && errorId]
      .filter(Boolean)
      .join(' ') || undefined;

  const editor = useEditor(
    {
      extensions,
      content: defaultValue ?? { type: 'doc', content: [{ type: 'paragraph' }] },
      editable: !isReadOnly,
      immediatelyRender: false,
      editorProps: {
        attributes: {
          class: styles.content,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy && { 'aria-describedby': describedBy }),
          ...(errorMessage != null && { 'aria-invalid': 'true' }),
          ...(isRequired && { 'aria-required': 'true' }),
        },
        handleKeyDown: (_, event) => {
          if (event.altKey && event.key === 'F10') {
            toolbarRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
            return true;
          }
          return false;
        },
      },
      onUpdate: ({ editor: changed }) => onChange?.(changed.getJSON()),
    },
    // No dependencies: the editor is made once and takes these options anew on each render
    // (attributes, handlers); the content stays the user's.
  );

  useEffect(() => {
    // Without an update event: being made read-only changes nothing the app saves.
    if (editor && editor.isEditable === isReadOnly) editor.setEditable(!isReadOnly, false);
  }, [editor, isReadOnly]);

  // Esc in the toolbar goes back to the text. Listened to on the document while capturing, as the
  // focused button's tooltip closes on Esc there and stops the key.
  useEffect(() => {
    if (!editor) return;
    const backToText = (event: KeyboardEvent) => {
      const inToolbar = toolbarRef.current?.contains(event.target as Node) ?? false;
      if (event.key === 'Escape' && inToolbar) editor.commands.focus();
    };
    document.addEventListener('keydown', backToText, true);
    return () => document.removeEventListener('keydown', backToText, true);
  }, [editor]);

  const active: Record<string, boolean> =
    useEditorState({
      editor,
      selector: ({ editor: current }) =>
        current
          ? Object.fromEntries(
              [...blockFormats, ...markFormats, linkFormat].map((format) => [
                format.id,
                format.isActive(current),
              ]),
            )
          : {},
    }) ?? {};

  const insertMedia = async (kind: ArticleMediaKind) => {
    if (!editor || !pickMedia) return;
    const media = await pickMedia(kind);
    if (!media) {
      editor.commands.focus();
      return;
    }
    const { alt, poster, ...common } = media;
    const attrs = {
      ...common,
      ...(kind === 'image' && { alt: alt ?? '' }),
      ...(kind === 'video' && { poster: poster ?? null }),
    };
    editor.chain().focus().insertContent({ type: kind, attrs }).run();
  };

  const available = (format: { needs: string }) => editor !== null && hasType(editor, format.needs);
  const disabled = editor === null || isReadOnly;

  return (
    <div className={styles.root}>
      <span id={labelId} className={fieldStyles.label}>
        {isRequired && (
          <span aria-hidden className={fieldStyles.requiredMark}>
            *
          </span>
        )}
        {label}
      </span>
      <div className={styles.frame} data-invalid={errorMessage != null || undefined}>
        <Toolbar ref={toolbarRef} aria-label={`${label}格式`} className={styles.toolbar}>
          <Group aria-label="段落" className={styles.group}>
            {blockFormats.filter(available).map((format) => (
              <FormatButton
                key={format.id}
                format={format}
                isSelected={active[format.id] ?? false}
                isDisabled={disabled}
                onToggle={() => editor && format.toggle(editor)}
              />
            ))}
          </Group>
          <Group aria-label="文字" className={styles.group}>
            {markFormats.filter(available).map((format) => (
              <FormatButton
                key={format.id}
                format={format}
                isSelected={active[format.id] ?? false}
                isDisabled={disabled}
                onToggle={() => editor && format.toggle(editor)}
              />
            ))}
            {available(linkFormat) && (
              <ToolButton label={linkFormat.label}>
                <ToggleButton
                  aria-label={linkFormat.label}
                  isSelected={active[linkFormat.id] ?? false}
                  isDisabled={disabled}
                  onChange={() => setLinkDialogOpen(true)}
                  className={styles.toolButton}
                >
                  <LinkIcon aria-hidden size={16} />
                </ToggleButton>
              </ToolButton>
            )}
          </Group>
          {pickMedia && (
            <Group aria-label="插入" className={styles.group}>
              {articleMediaKinds
                .filter((kind) => editor !== null && hasType(editor, kind))
                .map((kind) => (
                  <MediaButton
                    key={kind}
                    kind={kind}
                    isDisabled={disabled}
                    onPress={() => void insertMedia(kind)}
                  />
                ))}
            </Group>
          )}
        </Toolbar>
        <EditorContent editor={editor} />
      </div>
      {description != null && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage != null && (
        <span id={errorId} className={fieldStyles.errorMessage}>
          {errorMessage}
        </span>
      )}
      {editor && (
        <LinkDialog
          isOpen={linkDialogOpen}
          initialHref={String(editor.getAttributes('link').href ?? '')}
          checkLink={checkLink}
          onClose={() => {
            setLinkDialogOpen(false);
            editor.commands.focus();
          }}
          onSave={(href) => {
            setLinkDialogOpen(false);
            setLink(editor, href);
          }}
          onRemove={() => {
            setLinkDialogOpen(false);
            chain(editor).extendMarkRange('link').unsetMark('link').run();
          }}
        />
      )}
    </div>
  );
}

const linkFormat = {
  id: 'link',
  label: '链接',
  needs: 'link',
  isActive: (editor: Editor) => editor.isActive('link'),
};

/** Links the selection (or the whole link the cursor is in); with nothing selected, inserts the address as linked text. */
function setLink(editor: Editor, href: string) {
  const mark = { type: 'link', attrs: { href } };
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain(editor)
      .insertContent({ type: 'text', text: href, marks: [mark] })
      .unsetMark('link')
      .run();
    return;
  }
  chain(editor).extendMarkRange('link').setMark('link', { href }).run();
}

function FormatButton({
  format,
  isSelected,
  isDisabled,
  onToggle,
}: {
  format: Format;
  isSelected: boolean;
  isDisabled: boolean;
  onToggle: () => void;
}) {
  const Icon = format.icon;
  return (
    <ToolButton label={format.label}>
      <ToggleButton
        aria-label={format.label}
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={onToggle}
        className={styles.toolButton}
      >
        <Icon aria-hidden size={16} />
      </ToggleButton>
    </ToolButton>
  );
}

function MediaButton({
  kind,
  isDisabled,
  onPress,
}: {
  kind: ArticleMediaKind;
  isDisabled: boolean;
  onPress: () => void;
}) {
  const { label, icon: Icon } = mediaLabels[kind];
  return (
    <ToolButton label={label}>
      <Button
        aria-label={label}
        isDisabled={isDisabled}
        onPress={onPress}
        className={styles.toolButton}
      >
        <Icon aria-hidden size={16} />
      </Button>
    </ToolButton>
  );
}

/** A toolbar button with its name as a tooltip (the buttons show icons only). */
function ToolButton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip content={label} placement="bottom">
      {children}
    </Tooltip>
  );
}
