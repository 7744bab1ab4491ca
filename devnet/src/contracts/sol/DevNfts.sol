// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);

    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// A minimal ERC-721 with the metadata extension. Token i + 1 goes to owners[i] at deployment with tokenURI uris[i]
/// (a data: URI, so the metadata lives on chain and nobody has to fetch it from a host).
contract DevCollectible {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _tokenApprovals;
    mapping(address => mapping(address => bool)) private _operatorApprovals;
    mapping(uint256 => string) private _tokenURIs;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_, address[] memory owners, string[] memory uris) {
        require(owners.length == uris.length, "DevCollectible: owners and uris differ in length");
        name = name_;
        symbol = symbol_;
        for (uint256 i = 0; i < owners.length; i++) {
            uint256 tokenId = i + 1;
            require(owners[i] != address(0), "DevCollectible: mint to the zero address");
            _owners[tokenId] = owners[i];
            _balances[owners[i]] += 1;
            _tokenURIs[tokenId] = uris[i];
            emit Transfer(address(0), owners[i], tokenId);
        }
        totalSupply = owners.length;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 Metadata.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "DevCollectible: balance query for the zero address");
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = _owners[tokenId];
        require(owner != address(0), "DevCollectible: nonexistent token");
        return owner;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return _tokenURIs[tokenId];
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(
            msg.sender == owner || _operatorApprovals[owner][msg.sender], "DevCollectible: caller may not approve"
        );
        _tokenApprovals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return _operatorApprovals[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "DevCollectible: transfer from incorrect owner");
        require(to != address(0), "DevCollectible: transfer to the zero address");
        require(
            msg.sender == owner || _tokenApprovals[tokenId] == msg.sender || _operatorApprovals[owner][msg.sender],
            "DevCollectible: caller is not owner nor approved"
        );
        delete _tokenApprovals[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length == 0) return;
        try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 answer) {
            require(answer == IERC721Receiver.onERC721Received.selector, "DevCollectible: receiver refused");
        } catch {
            revert("DevCollectible: transfer to non ERC721Receiver implementer");
        }
    }
}

/// A minimal ERC-1155 with the metadata URI extension. Ids 1..uris.length exist; each (holder, id, amount) triple
/// is minted at deployment. uri(id) is a data: URI, like DevCollectible's tokenURI.
contract DevMultiToken {
    string public name;
    string public symbol;
    mapping(uint256 => mapping(address => uint256)) private _balances;
    mapping(address => mapping(address => bool)) private _operatorApprovals;
    mapping(uint256 => string) private _uris;
    uint256 public immutable idCount;

    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    constructor(
        string memory name_,
        string memory symbol_,
        string[] memory uris,
        address[] memory holders,
        uint256[] memory ids,
        uint256[] memory amounts
    ) {
        require(holders.length == ids.length && ids.length == amounts.length, "DevMultiToken: mint lists differ");
        name = name_;
        symbol = symbol_;
        idCount = uris.length;
        for (uint256 i = 0; i < uris.length; i++) {
            _uris[i + 1] = uris[i];
        }
        for (uint256 i = 0; i < holders.length; i++) {
            require(ids[i] >= 1 && ids[i] <= uris.length, "DevMultiToken: unknown id");
            require(holders[i] != address(0), "DevMultiToken: mint to the zero address");
            _balances[ids[i]][holders[i]] += amounts[i];
            emit TransferSingle(msg.sender, address(0), holders[i], ids[i], amounts[i]);
            _checkSingle(address(0), holders[i], ids[i], amounts[i], "");
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-1155, ERC-1155 Metadata URI.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26 || interfaceId == 0x0e89341c;
    }

    function uri(uint256 id) external view returns (string memory) {
        require(id >= 1 && id <= idCount, "DevMultiToken: unknown id");
        return _uris[id];
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        require(account != address(0), "DevMultiToken: balance query for the zero address");
        return _balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        require(accounts.length == ids.length, "DevMultiToken: accounts and ids length mismatch");
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) {
            balances[i] = balanceOf(accounts[i], ids[i]);
        }
    }

    function setApprovalForAll(address operator, bool approved) external {
        require(operator != msg.sender, "DevMultiToken: setting approval status for self");
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address account, address operator) external view returns (bool) {
        return _operatorApprovals[account][operator];
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes calldata data) external {
        _authorise(from, to);
        _move(from, to, id, amount);
        emit TransferSingle(msg.sender, from, to, id, amount);
        _checkSingle(from, to, id, amount, data);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        bytes calldata data
    ) external {
        require(ids.length == amounts.length, "DevMultiToken: ids and amounts length mismatch");
        _authorise(from, to);
        for (uint256 i = 0; i < ids.length; i++) {
            _move(from, to, ids[i], amounts[i]);
        }
        emit TransferBatch(msg.sender, from, to, ids, amounts);
        if (to.code.length == 0) return;
        try IERC1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, amounts, data) returns (
            bytes4 answer
        ) {
            require(answer == IERC1155Receiver.onERC1155BatchReceived.selector, "DevMultiToken: receiver refused");
        } catch {
            revert("DevMultiToken: transfer to non ERC1155Receiver implementer");
        }
    }

    function _authorise(address from, address to) private view {
        require(to != address(0), "DevMultiToken: transfer to the zero address");
        require(
            from == msg.sender || _operatorApprovals[from][msg.sender], "DevMultiToken: caller is not owner nor approved"
        );
    }

    function _move(address from, address to, uint256 id, uint256 amount) private {
        uint256 held = _balances[id][from];
        require(held >= amount, "DevMultiToken: insufficient balance for transfer");
        unchecked {
            _balances[id][from] = held - amount;
        }
        _balances[id][to] += amount;
    }

    function _checkSingle(address from, address to, uint256 id, uint256 amount, bytes memory data) private {
        if (to.code.length == 0) return;
        try IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, amount, data) returns (bytes4 answer) {
            require(answer == IERC1155Receiver.onERC1155Received.selector, "DevMultiToken: receiver refused");
        } catch {
            revert("DevMultiToken: transfer to non ERC1155Receiver implementer");
        }
    }
}
